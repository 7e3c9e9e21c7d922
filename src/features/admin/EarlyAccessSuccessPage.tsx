import '../../styles/admin.css';
import { Link, useLocation } from 'react-router';

/** Confirms a sent invitation (reached after /early-access). */
export function EarlyAccessSuccessPage() {
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  return (
    <div className="page container admin-page">
      <h1>Invitation sent</h1>
      <p role="status">
        {typeof email === 'string' ? `${email} gets a mail with a link to join the VERSUS beta.` : 'The invitation mail is on its way.'} Their
        invitation shows as accepted once they use the link.
      </p>
      <p className="admin-toolbar">
        <Link className="btn btn-primary" to="/early-access">
          Invite someone else
        </Link>
        <Link className="btn btn-secondary" to="/versusbackoffice">
          Back to the backoffice
        </Link>
      </p>
    </div>
  );
}
