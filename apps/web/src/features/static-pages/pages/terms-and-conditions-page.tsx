import { ListChecks } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/site-config';
import { LegalDocument } from '../components/legal-document';
import { termsAndConditionsSections } from '../content/terms-and-conditions';

export function TermsAndConditionsPage() {
  useDocumentTitle('Şartlar ve Koşullar');
  const config = useSiteConfig();
  return (
    <LegalDocument
      eyebrow="Sözleşmeler"
      title="Şartlar ve Koşullar"
      icon={ListChecks}
      lead={`${config.siteName} Platformu’nu kullanırken geçerli olan kurallar: üyelik, ilan yayımlama, teminat, açık arttırma ve pazarlık.`}
      currentPath={paths.termsAndConditions}
      sections={termsAndConditionsSections(config)}
    />
  );
}
