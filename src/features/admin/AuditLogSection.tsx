import { useState } from 'react';
import { DateTime } from '../../components/DateTime';
import { useGetAuditLogQuery } from './adminApi';
import type { AuditEntry } from '../../../common/contract/admin';

function describeDetails(details: AuditEntry['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');
}

/** Who changed what and when, newest first. */
export function AuditLogSection() {
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors.at(-1);
  const { data, isLoading, isError } = useGetAuditLogQuery({ before });

  return (
    <section className="admin-section" aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      {isLoading && <p role="status">Loading...</p>}
      {isError && <p className="admin-error">The audit log could not be loaded.</p>}
      {data && data.items.length === 0 && <p>No changes recorded yet.</p>}
      {data && data.items.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Target</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <DateTime value={entry.createdAt} />
                  </td>
                  <td>{entry.actorName ?? entry.actorId ?? 'System'}</td>
                  <td>{entry.action}</td>
                  <td>{entry.target ?? '—'}</td>
                  <td>{describeDetails(entry.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="admin-toolbar">
        {cursors.length > 0 && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setCursors(cursors.slice(0, -1))}>
            Newer
          </button>
        )}
        {data?.nextBefore && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setCursors([...cursors, data.nextBefore!])}>
            Older
          </button>
        )}
      </div>
    </section>
  );
}
