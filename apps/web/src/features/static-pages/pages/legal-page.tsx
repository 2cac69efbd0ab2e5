import { Gavel } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/site-config';
import { LegalDocument } from '../components/legal-document';
import { legalNoticeSections } from '../content/legal-notices';

export function LegalPage() {
  useDocumentTitle('Yasal Uyarılar');
  const config = useSiteConfig();
  return (
    <LegalDocument
      eyebrow="Sözleşmeler"
      title="Yasal Uyarılar"
      icon={Gavel}
      lead="Fikri mülkiyet hakları, sorumluluk reddi ve içeriklerin izinsiz kullanımına ilişkin yaptırımlar."
      currentPath={paths.legal}
      sections={legalNoticeSections(config)}
    />
  );
}
