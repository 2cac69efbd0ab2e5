import type { AdminAuditEntry } from '@arsamezat/shared/admin/admin-inbox';
import { Link } from 'react-router';
import { formatShortDateTime } from '../../../../lib/format-date';
import { adminPaths } from '../../admin-paths';
import { auditActionLabel, ENTITY_LABELS } from '../../lib/audit-labels';

const th = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';
const td = 'px-4 py-3 text-sm align-top';

const actorName = (entry: AdminAuditEntry) => entry.actor?.fullName || 'Sistem';

function Subject({ entry }: { entry: AdminAuditEntry }) {
  const kind = ENTITY_LABELS[entry.entityType] ?? entry.entityType;
  if (entry.listing) {
    return (
      <span className="min-w-0">
        {entry.entityType !== 'listing' && <span className="text-ink-500">{kind} · </span>}
        <Link
          to={adminPaths.listing(entry.listing.id)}
          className="font-medium break-words text-brand-700 hover:underline"
        >
          {entry.listing.title}
        </Link>
      </span>
    );
  }
  return <span className="text-ink-600">{kind}</span>;
}

/** The log rows: a table from 768 px, a list below it. */
export function AuditEntries({ entries }: { entries: AdminAuditEntry[] }) {
  return (
    <>
      <ul className="divide-y divide-ink-100 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="space-y-1 px-5 py-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold text-ink-900">{auditActionLabel(entry.action)}</span>
              <span className="text-xs whitespace-nowrap text-ink-500">
                {formatShortDateTime(entry.createdAt)}
              </span>
            </div>
            <p className="text-ink-700">{actorName(entry)}</p>
            <p>
              <Subject entry={entry} />
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full">
          <thead className="border-b border-ink-100 bg-ink-50/60">
            <tr>
              <th className={th}>Zaman</th>
              <th className={th}>Kim</th>
              <th className={th}>İşlem</th>
              <th className={th}>Kayıt</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className={`${td} whitespace-nowrap text-ink-600`}>
                  {formatShortDateTime(entry.createdAt)}
                </td>
                <td className={`${td} font-medium text-ink-900`}>{actorName(entry)}</td>
                <td className={`${td} text-ink-900`}>{auditActionLabel(entry.action)}</td>
                <td className={`${td} max-w-80`}>
                  <Subject entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
