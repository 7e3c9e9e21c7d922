import '../../styles/admin.css';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DateTime } from '../../components/DateTime';
import { serverMessage } from '../../lib/serverMessage';
import { useGetInvitationsQuery, useInviteMutation } from './adminApi';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invite people to the beta by e-mail and see who accepted (admin or master). */
export function EarlyAccessPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invite, { isLoading: sending }] = useInviteMutation();
  const { data, isLoading, isError } = useGetInvitationsQuery();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) return setError('Please enter a valid email address.');
    setError(null);
    try {
      await invite(address).unwrap();
      navigate('/early-access/success', { state: { email: address.toLowerCase() } });
    } catch (failure) {
      setError(serverMessage(failure, 'The invitation could not be sent.'));
    }
  }

  return (
    <div className="page container admin-page admin-section">
      <h1>Early access</h1>
      <p>
        Invite someone to the VERSUS beta: they get a mail with a link to create their account. <Link to="/versusbackoffice">Back to the backoffice</Link>
      </p>
      <form className="admin-form card" onSubmit={submit} noValidate aria-label="Invite by e-mail">
        <label className="admin-field">
          E-mail address
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} maxLength={254} aria-invalid={error ? true : undefined} />
        </label>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            Send invitation
          </button>
        </div>
      </form>
      <section aria-labelledby="invitations-heading">
        <h2 id="invitations-heading">Invitations</h2>
        {isLoading && <p role="status">Loading...</p>}
        {isError && <p className="admin-error">The invitations could not be loaded.</p>}
        {data && data.items.length === 0 && <p>No invitations sent yet.</p>}
        {data && data.items.length > 0 && (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Invitations ({data.total})</caption>
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Status</th>
                  <th scope="col">Invited</th>
                  <th scope="col">By</th>
                  <th scope="col">Accepted</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((invitation) => (
                  <tr key={invitation.id}>
                    <td>{invitation.email}</td>
                    <td>
                      <span className={invitation.status === 'accepted' ? 'badge badge-accent' : 'badge'}>{invitation.status}</span>
                    </td>
                    <td>
                      <DateTime value={invitation.invitedAt} />
                    </td>
                    <td>{invitation.invitedBy ?? '—'}</td>
                    <td>
                      <DateTime value={invitation.acceptedAt} fallback="—" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
