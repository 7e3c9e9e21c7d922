import { type FormEvent, useState } from 'react';
import { Modal } from '../../components/Modal';
import { serverMessage } from '../../lib/serverMessage';
import { useChangeRoleMutation } from './adminApi';
import type { AdminUser } from '../../../common/contract/admin';
import type { Role } from '../../../common/user';

export interface PendingRoleChange {
  user: AdminUser;
  from: string;
  to: Role;
}

/** A new role for an admin or master, confirmed with the acting admin's own password. */
export function RoleChangeDialog({ change, onClose, onChanged }: { change: PendingRoleChange | null; onClose: () => void; onChanged: (text: string) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [changeRole, { isLoading }] = useChangeRoleMutation();

  function close() {
    setPassword('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!change) return;
    if (!password) return setError('Please enter your password.');
    try {
      await changeRole({ id: change.user.id, role: change.to, password }).unwrap();
      onChanged(`${change.user.username} is now ${change.to}.`);
      close();
    } catch (failure) {
      setError(serverMessage(failure, 'The role could not be changed.'));
    }
  }

  return (
    <Modal open={change !== null} onClose={close} title={`Change the role of ${change?.user.username ?? ''}`} maxWidth={520}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <p>
          {change?.user.username} is {change?.from}. Making them {change?.to} changes staff rights: confirm with your own password.
        </p>
        <label className="admin-field">
          Your password
          <input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} maxLength={128} />
        </label>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <div className="admin-toolbar">
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            Change role
          </button>
          <button type="button" className="btn btn-secondary" onClick={close}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
