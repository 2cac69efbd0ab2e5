import { SETTINGS_MESSAGES } from '@arsamezat/shared/member/settings';
import { Bell, Database, ShieldCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useProfile } from '../api/get-profile';
import { useSettings } from '../api/settings';
import { DeletionSection } from '../components/deletion-section';
import { MemberTabs, type MemberTab } from '../components/member-tabs';
import { NotificationSettings } from '../components/notification-settings';
import { PasswordChangeForm } from '../components/password-change-form';
import { ResetEmailSection } from '../components/reset-email-section';

type SettingsTab = 'notifications' | 'security' | 'account';
const TABS: readonly MemberTab<SettingsTab>[] = [
  { value: 'notifications', label: 'Bildirimler', icon: Bell },
  { value: 'security', label: 'Güvenlik ve Şifre', icon: ShieldCheck },
  { value: 'account', label: 'Veri ve Hesap', icon: Database },
];

function Loading({ label }: { label: string }) {
  return (
    <div className="grid min-h-40 place-items-center">
      <Spinner label={label} />
    </div>
  );
}

function NotificationsTab() {
  const query = useSettings();
  if (query.isPending) return <Loading label="Ayarlar yükleniyor..." />;
  if (query.isError) {
    return (
      <Notice tone="error" title={SETTINGS_MESSAGES.loadFailed}>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          Tekrar Dene
        </Button>
      </Notice>
    );
  }
  return <NotificationSettings settings={query.data} />;
}

function SecurityTab() {
  const profile = useProfile();
  return (
    <div className="space-y-8">
      <section aria-labelledby="password-title" className="space-y-4">
        <h3 id="password-title" className="font-semibold text-ink-900">
          Şifre Değiştir
        </h3>
        <PasswordChangeForm strict />
      </section>
      <div className="border-t border-ink-100 pt-6">
        {profile.data ? (
          <ResetEmailSection profile={profile.data} />
        ) : profile.isError ? (
          <Notice tone="error" title="Profil yüklenirken bir hata oluştu, lütfen tekrar deneyin." />
        ) : (
          <Loading label="Profil yükleniyor..." />
        )}
      </div>
    </div>
  );
}

/**
 * /settings (spec 02 §2.7): notifications (default), security and password, data and account.
 * The tab comes from `?tab=` or from the navigation state `{ tab }`.
 */
export function SettingsPage() {
  useDocumentTitle('Hesap Ayarları');
  const location = useLocation();
  const requested = (location.state as { tab?: unknown } | null)?.tab;
  return (
    <Container width="narrow" className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Hesap Ayarları</h1>
      <p className="mt-1 text-sm text-ink-600">
        Bildirim tercihlerinizi, güvenliğinizi ve hesabınızı buradan yönetin.
      </p>
      <div className="mt-6">
        <MemberTabs
          tabs={TABS}
          label="Ayar bölümleri"
          fallback="notifications"
          requested={typeof requested === 'string' ? requested : undefined}
        >
          {(tab) => (
            <Card className="p-5 sm:p-8">
              {tab === 'notifications' && <NotificationsTab />}
              {tab === 'security' && <SecurityTab />}
              {tab === 'account' && <DeletionSection />}
            </Card>
          )}
        </MemberTabs>
      </div>
    </Container>
  );
}
