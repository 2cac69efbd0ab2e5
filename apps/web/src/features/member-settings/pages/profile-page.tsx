import { History, KeyRound, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useProfile } from '../api/get-profile';
import { BidHistoryList } from '../components/bid-history-list';
import { MemberTabs, type MemberTab } from '../components/member-tabs';
import { PasswordChangeForm } from '../components/password-change-form';
import { IdentitySection } from '../components/identity-section';
import { ProfileForm } from '../components/profile-form';
import { ProfileHeader } from '../components/profile-header';
import { ProfileLoadError, ProfileLoading } from '../components/profile-loading';

type ProfileTab = 'profile' | 'bids' | 'account';
const TABS: readonly MemberTab<ProfileTab>[] = [
  { value: 'profile', label: 'Profil Bilgileri', icon: UserRound },
  { value: 'bids', label: 'Teklif Geçmişim', icon: History },
  { value: 'account', label: 'Hesap Ayarları', icon: KeyRound },
];

/** /profile (spec 02 §2.6): the member's name, 'Üyelik Tarihi' and three tabs. */
export function ProfilePage() {
  useDocumentTitle('Profilim');
  const query = useProfile();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setAttempt((n) => n + 1);
    void query.refetch();
  };

  return (
    <Container width="narrow" className="py-8 sm:py-12">
      {query.isPending ? (
        <ProfileLoading key={attempt} onRetry={retry} />
      ) : query.isError ? (
        <ProfileLoadError onRetry={retry} />
      ) : (
        <div className="space-y-6">
          <ProfileHeader profile={query.data} />
          <MemberTabs tabs={TABS} label="Profil bölümleri" fallback="profile">
            {(tab) => (
              <Card className="p-5 sm:p-8">
                {tab === 'profile' && (
                  <div className="space-y-8">
                    <IdentitySection profile={query.data} />
                    <div className="border-t border-ink-100 pt-6">
                      <ProfileForm profile={query.data} />
                    </div>
                  </div>
                )}
                {tab === 'bids' && <BidHistoryList />}
                {tab === 'account' && (
                  <div className="space-y-5">
                    <h2 className="text-lg font-semibold text-ink-900">Şifre Değiştir</h2>
                    <PasswordChangeForm />
                    <p className="border-t border-ink-100 pt-5 text-sm text-ink-600">
                      Bildirim tercihleri, iki adımlı doğrulama ve hesap silme için{' '}
                      <Link
                        to={paths.settings}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        Hesap Ayarları
                      </Link>{' '}
                      sayfasına gidin.
                    </p>
                  </div>
                )}
              </Card>
            )}
          </MemberTabs>
        </div>
      )}
    </Container>
  );
}
