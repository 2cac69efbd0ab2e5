import { Clock } from 'lucide-react';
import { Notice } from '../../../components/ui/notice';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminOverview } from '../api/get-admin-overview';
import { SectionHeader } from '../components/shell/section-header';

const SECTIONS = {
  users: {
    title: 'Users',
    heading: 'Kullanıcı yönetimi bir sonraki sürümle geliyor.',
    text: 'Kullanıcı listesi, filtreler, kullanıcı detayları ve rol değiştirme bu bölüme eklenecek.',
  },
  payments: {
    title: 'Payments',
    heading: 'Ödeme yönetimi bir sonraki sürümle geliyor.',
    text: 'Teminat ödemeleri; kullanıcı, ilan, tutar, durum ve tarih bilgileriyle bu bölümde listelenecek.',
  },
} as const;

/** Users and Payments: honest placeholders until the Admin release fills them. */
export function AdminComingSoonPage({ section }: { section: keyof typeof SECTIONS }) {
  const { title, heading, text } = SECTIONS[section];
  useDocumentTitle(title);
  const overview = useAdminOverview();
  const users = overview.data?.users.total;
  return (
    <div>
      <SectionHeader title={title} />
      <Notice icon={Clock} title={heading}>
        <p>{text}</p>
        {section === 'users' && users !== undefined && (
          <p>
            Şu anda <strong>{users.toLocaleString('tr-TR')}</strong> kayıtlı hesap var.
          </p>
        )}
      </Notice>
    </div>
  );
}
