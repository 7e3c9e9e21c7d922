import { type FormEvent, useState } from 'react';
import { NICKNAME_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../../common/accountRules';
import { TEMP_USERNAME_MARKER } from '../../../common/user';
import { useAppDispatch } from '../../app/hooks';
import { BUNDLED_AVATARS, BUNDLED_BACKGROUNDS } from '../../lib/profileImages';
import { serverMessage } from '../../lib/serverMessage';
import { type SessionUser, userUpdated } from '../session/sessionSlice';
import type { ProfileBody } from '../../../common/contract/accounts';
import { useUpdateProfileMutation } from './accountApi';
import { USERNAME_HINT } from './accountFormHints';
import { FormField, FormMessage } from './FormField';
import { ImagePicker } from './ImagePicker';
import { fieldNamedIn, type FieldNames } from './serverErrors';

type ProfileField = 'username' | 'nickname' | 'profileIcon' | 'profileBackground';
const FIELD_NAMES: FieldNames<ProfileField> = {
  username: ['username'],
  nickname: ['nickname'],
  profileIcon: ['profileIcon'],
  profileBackground: ['profileBackground'],
};
const SAVE_FAILED = 'Your profile could not be saved. Please try again.';
const SAVED = 'Your profile has been saved.';

/** Only what changed is sent, so an untouched username is never re-checked. */
function changesBetween(user: SessionUser, form: Required<ProfileBody>): ProfileBody {
  const changes: ProfileBody = {};
  if (form.username && form.username !== user.username) changes.username = form.username;
  if ((form.nickname || null) !== (user.nickname ?? null)) changes.nickname = form.nickname || null;
  if (form.profileIcon !== (user.profileIcon ?? null)) changes.profileIcon = form.profileIcon;
  if (form.profileBackground !== (user.profileBackground ?? null)) changes.profileBackground = form.profileBackground;
  return changes;
}

export function ProfileForm({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<Required<ProfileBody>>({
    username: user.username?.includes(TEMP_USERNAME_MARKER) ? '' : (user.username ?? ''),
    nickname: user.nickname ?? '',
    profileIcon: user.profileIcon ?? null,
    profileBackground: user.profileBackground ?? null,
  });
  const [saved, setSaved] = useState(false);
  const [updateProfile, { error, isLoading }] = useUpdateProfileMutation();

  const set = <Field extends ProfileField>(field: Field, value: Required<ProfileBody>[Field]) => {
    setSaved(false);
    setForm((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const changes = changesBetween(user, { ...form, username: form.username.trim(), nickname: (form.nickname ?? '').trim() });
    if (Object.keys(changes).length === 0) {
      setSaved(true);
      return;
    }
    const result = await updateProfile(changes);
    if ('data' in result && result.data) {
      dispatch(userUpdated(result.data));
      setSaved(true);
    }
  };

  const message = error ? serverMessage(error, SAVE_FAILED) : null;
  const field = message ? fieldNamedIn(message, FIELD_NAMES) : null;
  const errorOf = (name: ProfileField) => (field === name ? message : null);

  return (
    <form className="auth-form account-section card" onSubmit={onSubmit} noValidate aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <FormField
        label="Username"
        name="username"
        autoComplete="username"
        minLength={USERNAME_MIN_LENGTH}
        maxLength={USERNAME_MAX_LENGTH}
        hint={USERNAME_HINT}
        value={form.username}
        onChange={(event) => set('username', event.target.value)}
        error={errorOf('username')}
      />
      <FormField
        label="Nickname"
        name="nickname"
        autoComplete="nickname"
        maxLength={NICKNAME_MAX_LENGTH}
        value={form.nickname ?? ''}
        onChange={(event) => set('nickname', event.target.value)}
        error={errorOf('nickname')}
      />
      <ImagePicker
        legend="Avatar"
        optionLabel="Avatar"
        options={BUNDLED_AVATARS}
        value={form.profileIcon}
        onChange={(value) => set('profileIcon', value)}
        error={errorOf('profileIcon')}
      />
      <ImagePicker
        legend="Background"
        optionLabel="Background"
        options={BUNDLED_BACKGROUNDS}
        value={form.profileBackground}
        onChange={(value) => set('profileBackground', value)}
        error={errorOf('profileBackground')}
      />
      {message && !field && <FormMessage tone="error">{message}</FormMessage>}
      {saved && !error && <FormMessage tone="success">{SAVED}</FormMessage>}
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        Save profile
      </button>
    </form>
  );
}
