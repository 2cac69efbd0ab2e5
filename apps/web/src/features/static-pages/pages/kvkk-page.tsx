import { Scale } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/site-config';
import { LegalDocument } from '../components/legal-document';
import { consentAndApplicationSections } from '../content/kvkk/consent-and-application-sections';
import { contractSections } from '../content/kvkk/contract-sections';
import { noticeSections } from '../content/kvkk/notice-sections';

export function KvkkPage() {
  useDocumentTitle('KVKK Aydınlatma Metni');
  const config = useSiteConfig();
  const sections = [
    ...noticeSections(config),
    ...consentAndApplicationSections(config),
    ...contractSections(config),
  ];

  return (
    <LegalDocument
      eyebrow="Kişisel Verilerin Korunması"
      title="KVKK Aydınlatma Metni"
      icon={Scale}
      lead="6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca kişisel verilerinizin nasıl işlendiğini, haklarınızı ve üyelik sırasında kabul ettiğiniz sözleşmeleri tek sayfada bulabilirsiniz."
      currentPath={paths.kvkk}
      sections={sections}
    />
  );
}
