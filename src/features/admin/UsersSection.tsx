import { useState } from 'react';
import { DateTime } from '../../components/DateTime';
import { serverMessage } from '../../lib/serverMessage';
import { useChangeRoleMutation, useSearchUsersQuery, useUnbanUserMutation } from './adminApi';
import type { AdminUser } from '../../../common/contract/admin';
import { meetsRole, STAFF_ROLES } from '../../../common/roles';
import { type Role, ROLES } from '../../../common/user';
import { BanDialog } from './BanDialog';
import { type PendingRoleChange, RoleChangeDialog } from './RoleChangeDialog';
import { useIsAdmin } from './useIsAdmin';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser, userIdOf } from '../session/sessionSlice';
import { isPermanentBan } from '../../../common/accountRules';

const PAGE_SIZE = 20;

function BanState({ until }: { until: string }) {
  return isPermanentBan(until) ? <>Banned permanently</> : <>Banned until <DateTime value={until} /></>;
}

function roleOf(user: AdminUser): string {
  return user.isAdmin ? 'admin' : user.role;
}

/** Search users, see their state; admins also change roles and ban or unban. */
export function UsersSection() {
  const isAdmin = useIsAdmin();
  const myId = userIdOf(useAppSelector(selectCurrentUser));
  const [query, setQuery] = useState('');
  const [skip, setSkip] = useState(0);
  const { data, isFetching, isError } = useSearchUsersQuery({ q: query.trim(), skip });
  const [changeRole] = useChangeRoleMutation();
  const [unbanUser] = useUnbanUserMutation();
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const [roleChange, setRoleChange] = useState<PendingRoleChange | null>(null);
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    setNotice(null);
    try {
      await action();
      setNotice({ tone: 'success', text: success });
    } catch (error) {
      setNotice({ tone: 'error', text: serverMessage(error, failure) });
    }
  }

  return (
    <section className="admin-section" aria-labelledby="users-heading">
      <h2 id="users-heading">Users</h2>
      <div className="admin-toolbar">
        <label className="admin-field">
          Search by username or e-mail
          <input
            type="search"
            value={query}
            maxLength={100}
            onChange={(event) => {
              setQuery(event.target.value);
              setSkip(0);
            }}
          />
        </label>
      </div>
      {!isAdmin && <p className="admin-muted">Only admins can change roles or ban users.</p>}
      {notice && (
        <p className={notice.tone === 'error' ? 'admin-error' : 'admin-success'} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {isError && <p className="admin-error">The users could not be loaded.</p>}
      {data && (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-busy={isFetching}>
            <caption className="visually-hidden">Users ({data.total})</caption>
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((user) => (
                <tr key={user.id}>
                  <td>{user.username}</td>
                  <td>{user.email}</td>
                  <td>
                    {isAdmin && !user.deleted ? (
                      <select
                        aria-label={`Role of ${user.username}`}
                        value={roleOf(user)}
                        onChange={(event) => {
                          const role = event.target.value as Role;
                          if (meetsRole(user, STAFF_ROLES)) return setRoleChange({ user, from: roleOf(user), to: role });
                          void run(() => changeRole({ id: user.id, role }).unwrap(), `${user.username} is now ${role}.`, 'The role could not be changed.');
                        }}
                      >
                        {ROLES.map((role) => (
                          <option key={role}>{role}</option>
                        ))}
                      </select>
                    ) : (
                      roleOf(user)
                    )}
                  </td>
                  <td>
                    {user.deleted ? 'Deleted' : user.bannedUntil ? <BanState until={user.bannedUntil} /> : user.emailVerified ? 'Active' : 'Not verified'}
                  </td>
                  <td className="admin-actions">
                    <button type="button" className="btn btn-secondary btn-small" onClick={() => setViewing(viewing?.id === user.id ? null : user)} aria-label={`View ${user.username}`}>
                      View
                    </button>
                    {isAdmin && !user.deleted && !user.bannedUntil && user.id !== myId && (
                      <button type="button" className="btn btn-ghost btn-small" onClick={() => setBanning(user)} aria-label={`Ban ${user.username}`}>
                        Ban
                      </button>
                    )}
                    {isAdmin && user.bannedUntil && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-small"
                        aria-label={`Unban ${user.username}`}
                        onClick={() => run(() => unbanUser(user.id).unwrap(), `${user.username} is no longer banned.`, 'The ban could not be lifted.')}
                      >
                        Unban
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.items.length === 0 && <p>No users found.</p>}
          <div className="admin-toolbar">
            <button type="button" className="btn btn-secondary btn-small" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - PAGE_SIZE))}>
              Previous
            </button>
            <span>
              {data.total === 0 ? 0 : skip + 1}–{Math.min(skip + PAGE_SIZE, data.total)} of {data.total}
            </span>
            <button type="button" className="btn btn-secondary btn-small" disabled={skip + PAGE_SIZE >= data.total} onClick={() => setSkip(skip + PAGE_SIZE)}>
              Next
            </button>
          </div>
        </div>
      )}
      {viewing && (
        <section className="card" aria-labelledby="user-details-heading">
          <h3 id="user-details-heading">{viewing.username}</h3>
          <dl>
            <dt>Id</dt>
            <dd>{viewing.id}</dd>
            <dt>Nickname</dt>
            <dd>{viewing.nickname ?? '—'}</dd>
            <dt>E-mail</dt>
            <dd>
              {viewing.email} ({viewing.emailVerified ? 'verified' : 'not verified'})
            </dd>
            <dt>Role</dt>
            <dd>{roleOf(viewing)}</dd>
            <dt>Joined</dt>
            <dd>
              <DateTime value={viewing.createdAt} />
            </dd>
            {viewing.bannedUntil && (
              <>
                <dt>Ban</dt>
                <dd>
                  {viewing.banReason} (<BanState until={viewing.bannedUntil} />)
                </dd>
              </>
            )}
          </dl>
        </section>
      )}
      <BanDialog user={banning} onClose={() => setBanning(null)} />
      <RoleChangeDialog change={roleChange} onClose={() => setRoleChange(null)} onChanged={(text) => setNotice({ tone: 'success', text })} />
    </section>
  );
}
