import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminPaths } from '../admin-paths';
import { useSaleSettings } from '../api/admin-sales';
import { SaleSettingsForm } from '../components/sales/sale-settings-form';
import { LoadError } from '../components/shell/load-states';
import { SectionHeader } from '../components/shell/section-header';

/** 'Satış Süre Ayarları' (issue 29): the steps' deadlines, the runner-up's window, the strike rule. */
export function AdminSaleSettingsPage() {
  useDocumentTitle('Satış Süre Ayarları');
  const settings = useSaleSettings();
  return (
    <div>
      <Link
        to={adminPaths.sales}
        className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Satışlara Dön
      </Link>
      <SectionHeader
        title="Satış Süre Ayarları"
        description="Satış adımlarının süreleri, yedek alıcının yanıt süresi ve temerrüt uyarı kuralı."
      />
      {settings.isPending ? (
        <PageSpinner label="Veriler Yükleniyor" />
      ) : settings.isError ? (
        <LoadError
          text="Satış ayarları yüklenirken bir hata oluştu."
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SaleSettingsForm settings={settings.data} />
      )}
    </div>
  );
}
