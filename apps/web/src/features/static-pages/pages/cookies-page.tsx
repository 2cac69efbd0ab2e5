import { Cookie } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/site-config';
import { LegalDocument } from '../components/legal-document';
import { cookiesSections } from '../content/cookies';

export function CookiesPage() {
  useDocumentTitle('Çerez Politikası');
  const config = useSiteConfig();
  return (
    <LegalDocument
      eyebrow="Sözleşmeler"
      title="Çerez Politikası"
      icon={Cookie}
      lead="Çerezlerin ne olduğunu, bugün hangilerini neden kullandığımızı ve tarayıcınızdan nasıl yönetebileceğinizi açıklıyoruz."
      currentPath={paths.cookies}
      sections={cookiesSections(config)}
    />
  );
}
