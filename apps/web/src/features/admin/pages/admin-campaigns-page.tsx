import {
  CAMPAIGN_LIMITS,
  CampaignDraftSchema,
  type Campaign,
  type CampaignDraft,
} from '@arsamezat/shared/notifications/marketing';
import { Megaphone, Send } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatShortDateTime } from '../../../lib/format-date';
import { useCampaigns, useSendCampaign } from '../api/admin-campaigns';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionHeader } from '../components/shell/section-header';

type Errors = Partial<Record<keyof CampaignDraft, string>>;

const count = (n: number) => n.toLocaleString('tr-TR');

/**
 * Marketing e-mails (decision 040): the administrator writes the subject and the text, sees how
 * many members will receive it, confirms that number, and the e-mails go through the queue.
 */
export function AdminCampaignsPage() {
  useDocumentTitle('Duyurular');
  const campaigns = useCampaigns();
  const send = useSendCampaign();
  const [draftId, setDraftId] = useState(() => crypto.randomUUID());
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<{ draft: CampaignDraft; audience: number } | null>(
    null,
  );
  const audience = campaigns.data?.audience ?? 0;

  function review(event: SyntheticEvent) {
    event.preventDefault();
    send.reset();
    const parsed = CampaignDraftSchema.safeParse({ subject, body });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof CampaignDraft;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setConfirming({ draft: parsed.data, audience });
  }

  function confirm() {
    if (!confirming) return;
    send.mutate(
      { id: draftId, campaign: { ...confirming.draft, confirmedRecipients: confirming.audience } },
      {
        onSuccess: () => {
          setSubject('');
          setBody('');
          setDraftId(crypto.randomUUID());
        },
        onSettled: () => setConfirming(null),
      },
    );
  }

  return (
    <div>
      <SectionHeader
        title="Duyurular"
        description="Üyelere kampanya ve duyuru e-postası gönderin. Her e-postada abonelikten çıkma bağlantısı bulunur."
      />
      {send.isSuccess ? <Notice tone="success">{send.data.message}</Notice> : null}
      {send.isError ? <Notice tone="error">{send.error.message}</Notice> : null}
      <Card className="mb-6 p-4 sm:p-6">
        {campaigns.isPending ? (
          <PageSpinner label="Alıcılar hesaplanıyor..." />
        ) : campaigns.isError ? (
          <Notice tone="error">Alıcı sayısı yüklenemedi. Lütfen tekrar deneyin.</Notice>
        ) : (
          <p className="mb-4 text-sm text-ink-700" data-testid="campaign-audience">
            Şu anda <strong className="text-ink-900">{count(audience)} üye</strong> bu e-postayı
            alacak: duyuru e-postalarına izin veren, e-posta adresi doğrulanmış, e-posta
            bildirimleri açık ve engellenmemiş üyeler.
          </p>
        )}
        <form noValidate onSubmit={review} className="space-y-4">
          <FormField
            label="Konu"
            error={errors.subject}
            hint={`${count(subject.length)} / ${count(CAMPAIGN_LIMITS.subjectMax)} karakter`}
          >
            {(control) => (
              <input
                {...control}
                value={subject}
                maxLength={CAMPAIGN_LIMITS.subjectMax}
                onChange={(event) => {
                  setSubject(event.target.value);
                  setErrors(({ subject: _fixed, ...rest }) => rest);
                }}
                className={inputClassName}
              />
            )}
          </FormField>
          <FormField
            label="Mesaj"
            error={errors.body}
            hint={`Paragrafları boş bir satırla ayırın. ${count(body.length)} / ${count(CAMPAIGN_LIMITS.bodyMax)} karakter`}
          >
            {(control) => (
              <textarea
                {...control}
                rows={8}
                value={body}
                maxLength={CAMPAIGN_LIMITS.bodyMax}
                onChange={(event) => {
                  setBody(event.target.value);
                  setErrors(({ body: _fixed, ...rest }) => rest);
                }}
                className={cx(inputClassName, 'h-auto min-h-40 py-2.5 leading-relaxed')}
              />
            )}
          </FormField>
          <Button type="submit" disabled={!campaigns.isSuccess || audience === 0}>
            <Send aria-hidden />
            Gönder
          </Button>
          {campaigns.isSuccess && audience === 0 ? (
            <p className="text-sm text-ink-600">Şu anda bu e-postayı alacak üye yok.</p>
          ) : null}
        </form>
      </Card>
      <h3 className="mb-3 text-base font-semibold text-ink-900">Gönderilen duyurular</h3>
      {campaigns.isSuccess && campaigns.data.items.length === 0 ? (
        <Card className="p-6 text-sm text-ink-600">Henüz duyuru gönderilmedi.</Card>
      ) : (
        <ul className="space-y-3">
          {campaigns.data?.items.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={confirm}
        title="Duyuru gönderilsin mi?"
        icon={Megaphone}
        description={
          confirming ? (
            <p>
              “{confirming.draft.subject}” konulu e-posta{' '}
              <strong>{count(confirming.audience)} üyeye</strong> gönderilecek. Gönderilen e-posta
              geri alınamaz.
            </p>
          ) : null
        }
        confirmLabel={`${confirming ? count(confirming.audience) : ''} üyeye gönder`}
        pendingLabel="Gönderiliyor..."
        pending={send.isPending}
      />
    </div>
  );
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  return (
    <li>
      <Card className="p-4 text-sm">
        <p className="font-semibold break-words text-ink-900">{campaign.subject}</p>
        <p className="text-ink-600">
          {formatShortDateTime(campaign.createdAt)} · {count(campaign.delivered)} /{' '}
          {count(campaign.recipients)} üyeye gönderildi
        </p>
      </Card>
    </li>
  );
}
