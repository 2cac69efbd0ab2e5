import { FileText } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/site-config';
import { LegalDocument } from '../components/legal-document';
import { finalArticles, TERMS_OF_USE_EFFECTIVE_DATE } from '../content/terms-of-use/final-articles';
import { generalArticles } from '../content/terms-of-use/general-articles';
import { saleArticles } from '../content/terms-of-use/sale-articles';

export function TermsOfUsePage() {
  useDocumentTitle('Kullanım Koşulları / Mesafeli Hizmet Sözleşmesi');
  const config = useSiteConfig();
  const sections = [...generalArticles(config), ...saleArticles(config), ...finalArticles(config)];

  return (
    <LegalDocument
      eyebrow="Kullanım Koşulları"
      title="Mesafeli Hizmet Sözleşmesi"
      icon={FileText}
      lead={`${config.siteName} üyeliği, teminat, açık arttırma ve pazarlık süreçlerini düzenleyen sözleşme.`}
      meta={<p>Yürürlük tarihi: {TERMS_OF_USE_EFFECTIVE_DATE}</p>}
      numbering="article"
      currentPath={paths.termsOfUse}
      intro={
        <p>
          Lütfen Platform’a üye olmadan ve teminat yatırmadan önce bu Sözleşme’yi dikkatlice
          okuyunuz. Üye olarak bu Sözleşme’nin tüm hükümlerini kabul etmiş sayılırsınız.
          Sözleşme’nin bir örneğini tarayıcınızın yazdırma özelliğiyle kaydedebilirsiniz.
        </p>
      }
      sections={sections}
    />
  );
}
