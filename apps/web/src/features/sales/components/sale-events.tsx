import { SALE_ACTOR_ROLE_LABELS, type SaleView } from '@arsamezat/shared/sales/sale';
import { formatDateTime } from '../../../lib/format-date';

/** The sale's record, newest first: what happened, by whom (a name where the viewer may see it), when. */
export function SaleEvents({ events }: { events: SaleView['events'] }) {
  if (events.length === 0) return <p className="text-sm text-ink-600">Henüz kayıt yok.</p>;
  const newestFirst = [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <ul className="divide-y divide-ink-100 text-sm">
      {newestFirst.map((event) => (
        <li key={event.id} className="py-2 first:pt-0 last:pb-0">
          <p className="break-words text-ink-900">{event.text}</p>
          <p className="text-xs text-ink-600">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> ·{' '}
            {event.actorName
              ? `${event.actorName} (${SALE_ACTOR_ROLE_LABELS[event.actorRole]})`
              : SALE_ACTOR_ROLE_LABELS[event.actorRole]}
          </p>
        </li>
      ))}
    </ul>
  );
}
