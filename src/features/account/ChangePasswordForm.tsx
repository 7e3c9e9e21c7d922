import { type FormEvent, useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/accountRules';
import { useAppDispatch } from '../../app/hooks';
import { serverMessage } from '../../lib/serverMessage';
import { loggedIn } from '../session/sessionSlice';
import { useChangePasswordMutation } from './accountApi';
import { PASSWORD_HINT, PASSWORDS_DIFFER } from './accountFormHints';
import { PasswordStrength } from './PasswordStrength';
import { FormField, FormMessage } from './FormField';
import { fieldNamedIn, type FieldNames } from './serverErrors';

type PasswordField = 'currentPassword' | 'newPassword' | 'repeated';
const FIELD_NAMES: FieldNames<Exclude<PasswordField, 'repeated'>> = { currentPassword: ['currentPassword'], newPassword: ['newPassword'] };
const CHANGE_FAILED = 'Your password could not be changed. Please try again.';
const NEW_PASSWORD_REQUIRED = 'Please choose a new password.';

/** A new password ends the other sessions; this one continues with the fresh token the server answers. */
export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Record<PasswordField, string>>({ currentPassword: '', newPassword: '', repeated: '' });
  const [problem, setProblem] = useState<{ field: PasswordField; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [changePassword, { error, isLoading }] = useChangePasswordMutation();

  const set = (field: PasswordField) => (event: { target: { value: string } }) => {
    setDone(null);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    if (!values.newPassword) return setProblem({ field: 'newPassword', message: NEW_PASSWORD_REQUIRED });
    if (values.newPassword !== values.repeated) return setProblem({ field: 'repeated', message: PASSWORDS_DIFFER });
    setProblem(null);
    const result = await changePassword({
      ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
      newPassword: values.newPassword,
    });
    if ('data' in result && result.data) {
      dispatch(loggedIn({ token: result.data.token, user: result.data.user }));
      setValues({ currentPassword: '', newPassword: '', repeated: '' });
      setDone(result.data.msg ?? null);
    }
  };

  const message = error ? serverMessage(error, CHANGE_FAILED) : null;
  const field = message ? fieldNamedIn(message, FIELD_NAMES) : null;
  const errorOf = (name: PasswordField) => (problem?.field === name ? problem.message : field === name ? message : null);

  return (
    <form className="auth-form account-section card" onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">Change password</h2>
      <FormField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        hint="Leave empty if you signed up with Google and have not set a password yet."
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errorOf('currentPassword')}
      />
      <FormField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={PASSWORD_HINT}
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errorOf('newPassword')}
      />
      <PasswordStrength password={values.newPassword} />
      <FormField
        label="Repeat the new password"
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        value={values.repeated}
        onChange={set('repeated')}
        error={errorOf('repeated')}
      />
      {message && !field && <FormMessage tone="error">{message}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        Change password
      </button>
    </form>
  );
}
