import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { NICKNAME_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../../common/accountRules';
import { TEMP_USERNAME_MARKER } from '../../../common/user';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { serverMessage } from '../../lib/serverMessage';
import { usePageTitle } from '../../lib/usePageTitle';
import { selectCurrentUser, userUpdated } from '../session/sessionSlice';
import { useUpdateProfileMutation } from './accountApi';
import { USERNAME_HINT } from './accountFormHints';
import { FormField, FormMessage } from './FormField';
import { fieldNamedIn } from './serverErrors';
import './account.css';

const SAVE_FAILED = 'Your profile could not be saved. Please try again.';
const USERNAME_REQUIRED = 'Please choose a username.';

/** After a first Google login: the person picks the username that replaces the temporary one. */
export function CompleteProfilePage() {
  usePageTitle('Complete your profile');
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const temporary = user?.username?.includes(TEMP_USERNAME_MARKER) ?? false;
  const [username, setUsername] = useState(temporary ? '' : (user?.username ?? ''));
  const [nickname, setNickname] = useState(user?.nickname ?? '');
  const [missing, setMissing] = useState<string | null>(null);
  const [updateProfile, { error, isLoading }] = useUpdateProfileMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(username.trim() ? null : USERNAME_REQUIRED);
    if (!username.trim()) return;
    const result = await updateProfile({ username: username.trim(), nickname: nickname.trim() || null });
    if ('data' in result && result.data) {
      dispatch(userUpdated(result.data));
      await navigate('/account', { replace: true });
    }
  };

  const message = error ? serverMessage(error, SAVE_FAILED) : null;
  const field = message ? fieldNamedIn(message, { username: ['username'], nickname: ['nickname'] }) : null;

  return (
    <section className="page container auth-page">
      <h1>Complete your profile</h1>
      <p>Choose the username other players will see. You can change it later on your account page.</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Complete your profile">
        <FormField
          label="Username"
          name="username"
          autoComplete="username"
          required
          minLength={USERNAME_MIN_LENGTH}
          maxLength={USERNAME_MAX_LENGTH}
          hint={USERNAME_HINT}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={missing ?? (field === 'username' ? message : null)}
        />
        <FormField
          label="Nickname (optional)"
          name="nickname"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX_LENGTH}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          error={field === 'nickname' ? message : null}
        />
        {message && !field && <FormMessage tone="error">{message}</FormMessage>}
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          Save and continue
        </button>
      </form>
    </section>
  );
}
