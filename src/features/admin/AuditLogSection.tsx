import { useId, useState } from 'react';
import { DateTime } from '../../components/DateTime';
import { useGetAuditLogQuery } from './adminApi';
import type { AuditEntry } from '../../../common/contract/admin';

interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

const NO_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

/** "targetMembers" → "target members". */
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();

/** The details in words: the fields a change touched, a new status, and any other facts the entry keeps. */
function describeDetails(details: AuditEntry['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => {
      if (key === 'fields' && Array.isArray(value)) return `Changed ${value.map((field) => words(String(field))).join(', ')}`;
      const shown = Array.isArray(value) ? value.join(', ') : String(value);
      return `${words(key).replace(/^./, (first) => first.toUpperCase())}: ${shown}`;
    })
    .join('; ');
}

/** Who changed what and when, newest first, filtered by person, action and days. */
export function AuditLogSection() {
  const ids = { actor: useId(), action: useId(), from: useId(), to: useId() };
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors.at(-1);
  const { data, isLoading, isError } = useGetAuditLogQuery({ ...filters, actor: filters.actor.trim(), before });
  const filtered = Object.values(filters).some(Boolean);

  const setFilter = (name: keyof AuditFilters, value: string) => {
    setFilters({ ...filters, [name]: value });
    setCursors([]);
  };

  return (
    <section className="admin-section" aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      <form className="admin-filters" aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()}>
        <div className="admin-field">
          <label htmlFor={ids.actor}>Person</label>
          <input id={ids.actor} type="search" value={filters.actor} maxLength={100} onChange={(event) => setFilter('actor', event.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.action}>Action</label>
          <select id={ids.action} value={filters.action} onChange={(event) => setFilter('action', event.target.value)}>
            <option value="">All actions</option>
            {data?.actions.map(({ action, label }) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={ids.from}>From</label>
          <input id={ids.from} type="date" value={filters.from} onChange={(event) => setFilter('from', event.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.to}>To</label>
          <input id={ids.to} type="date" value={filters.to} onChange={(event) => setFilter('to', event.target.value)} />
        </div>
        {filtered && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => {
              setFilters(NO_FILTERS);
              setCursors([]);
            }}
          >
            Clear filters
          </button>
        )}
      </form>
      {isLoading && <p role="status">Loading...</p>}
      {isError && <p className="admin-error">The audit log could not be loaded.</p>}
      {data && data.items.length === 0 && <p>{filtered ? 'No changes match these filters.' : 'No changes recorded yet.'}</p>}
      {data && data.items.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">On</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <DateTime value={entry.createdAt} />
                  </td>
                  <td>{entry.actorName ?? 'System'}</td>
                  <td title={entry.action}>{entry.actionLabel}</td>
                  <td>{entry.targetName ?? entry.target ?? '—'}</td>
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
