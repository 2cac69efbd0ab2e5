import { LockKeyhole } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/site-config';
import { LegalDocument } from '../components/legal-document';
import { privacyPolicySections } from '../content/privacy-policy';

/** 'Gizlilik Sözleşmesi', the name the spec's route table gives it and every link uses. */
export function PrivacyPolicyPage() {
  useDocumentTitle('Gizlilik Sözleşmesi');
  const config = useSiteConfig();
  return (
    <LegalDocument
      eyebrow="Sözleşmeler"
      title="Gizlilik Sözleşmesi"
      icon={LockKeyhole}
      lead={`${config.siteName} üzerinde hangi bilgilerinizi neden topladığımızı, kimlerle paylaştığımızı ve nasıl koruduğumuzu açıklıyoruz.`}
      currentPath={paths.privacyPolicy}
      sections={privacyPolicySections(config)}
    />
  );
}
