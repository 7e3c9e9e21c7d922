import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../components/Modal';
import { serverMessage } from '../../lib/serverMessage';
import { useBanUserMutation } from './adminApi';
import type { AdminUser } from '../../../common/contract/admin';
import { meetsRole, STAFF_ROLES } from '../../../common/roles';

type BanLength = 'until' | 'permanent';

/** Ban a user with a reason, until the end of a day or permanently. */
export function BanDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const lengthName = useId();
  const [reason, setReason] = useState('');
  const [length, setLength] = useState<BanLength>('until');
  const [until, setUntil] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [banUser, { isLoading }] = useBanUserMutation();
  // Banning an admin or master is confirmed with the acting admin's own password.
  const staff = user !== null && meetsRole(user, STAFF_ROLES);
  const close = () => {
    setPassword('');
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    if (!reason.trim()) return setError('Please give a reason.');
    if (length === 'until' && !until) return setError('Please choose when the ban ends.');
    if (staff && !password) return setError('Please enter your password.');
    setError(null);
    const end = length === 'permanent' ? { permanent: true as const } : { until: new Date(`${until}T23:59:59`).toISOString() };
    try {
      await banUser({ id: user.id, reason: reason.trim(), ...end, ...(staff ? { password } : {}) }).unwrap();
      setReason('');
      setUntil('');
      setLength('until');
      close();
    } catch (failure) {
      setError(serverMessage(failure, 'The user could not be banned.'));
    }
  }

  return (
    <Modal open={user !== null} onClose={close} title={`Ban ${user?.username ?? ''}`} maxWidth={520}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <label className="admin-field">
          Reason
          <textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
        </label>
        <fieldset className="admin-field">
          <legend>How long</legend>
          <label>
            <input type="radio" name={lengthName} value="until" checked={length === 'until'} onChange={() => setLength('until')} /> Until a date
          </label>
          <label>
            <input type="radio" name={lengthName} value="permanent" checked={length === 'permanent'} onChange={() => setLength('permanent')} /> Permanently
          </label>
        </fieldset>
        {length === 'until' && (
          <label className="admin-field">
            Banned until (end of day)
            <input type="date" value={until} onChange={(event) => setUntil(event.target.value)} />
          </label>
        )}
        {staff && (
          <label className="admin-field">
            Your password (needed to ban an admin or master)
            <input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} maxLength={128} />
          </label>
        )}
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <div className="admin-toolbar">
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            Ban user
          </button>
          <button type="button" className="btn btn-secondary" onClick={close}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
