import type { AdminContactMessage } from '@arsamezat/shared/admin/admin-inbox';
import { ChevronDown, Mail, MailOpen, Reply } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { ApiError } from '../../../../lib/api-client';
import { formatShortDateTime } from '../../../../lib/format-date';
import { useMarkMessage } from '../../api/contact-messages';

/** A reply in the admin's own mail program, to the sender, with the subject filled in. */
export const replyHref = (message: Pick<AdminContactMessage, 'email' | 'subject'>) =>
  `mailto:${message.email}?subject=${encodeURIComponent(`Yanıt: ${message.subject}`)}`;

type Props = { message: AdminContactMessage; open: boolean; onToggle: () => void };

/** One message: sender, subject and time; opened, the whole text, reply and read/unread. */
export function MessageItem({ message, open, onToggle }: Props) {
  const mark = useMarkMessage();
  const unread = message.readAt === null;
  const panelId = `message-${message.id}`;

  async function toggleRead() {
    try {
      await mark.mutateAsync({ id: message.id, read: unread });
      toast.success(
        unread ? 'Mesaj okundu olarak işaretlendi.' : 'Mesaj okunmadı olarak işaretlendi.',
      );
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Mesaj güncellenemedi.');
    }
  }

  return (
    <li className={cx(unread && 'bg-brand-50/40')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex min-h-16 w-full items-start gap-3 px-5 py-3 text-left hover:bg-ink-50"
      >
        <span
          className={cx(
            'mt-1.5 size-2.5 shrink-0 rounded-full',
            unread ? 'bg-brand-600' : 'bg-transparent',
          )}
        >
          <span className="sr-only">{unread ? 'Okunmadı' : 'Okundu'}</span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className={cx('truncate text-ink-900', unread ? 'font-bold' : 'font-medium')}>
              {message.name}
            </span>
            <span className="text-xs whitespace-nowrap text-ink-500">
              {formatShortDateTime(message.createdAt)}
            </span>
          </span>
          <span className={cx('block truncate text-sm', unread ? 'text-ink-900' : 'text-ink-600')}>
            {message.subject}
          </span>
        </span>
        <ChevronDown
          aria-hidden
          className={cx(
            'mt-1 size-5 shrink-0 text-ink-400 transition-transform',
            open && 'rotate-180',
          )}
        />
      </button>
      {open && (
        <div id={panelId} className="space-y-4 px-5 pb-5 sm:pl-10">
          <p className="text-sm break-words text-ink-600">
            <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
              {message.email}
            </a>
          </p>
          <p className="rounded-xl border border-ink-100 bg-surface p-4 text-sm leading-relaxed break-words whitespace-pre-line text-ink-800">
            {message.message}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={replyHref(message)}>
                <Reply aria-hidden />
                E-postayla Yanıtla
              </a>
            </Button>
            <Button variant="outline" disabled={mark.isPending} onClick={() => void toggleRead()}>
              {unread ? <MailOpen aria-hidden /> : <Mail aria-hidden />}
              {unread ? 'Okundu Olarak İşaretle' : 'Okunmadı Olarak İşaretle'}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
