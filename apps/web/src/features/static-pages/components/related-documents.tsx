import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const LEGAL_DOCUMENTS = [
  { to: paths.termsOfUse, label: 'Kullanım Koşulları / Mesafeli Hizmet Sözleşmesi' },
  { to: paths.termsAndConditions, label: 'Şartlar ve Koşullar' },
  { to: paths.privacyPolicy, label: 'Gizlilik Sözleşmesi' },
  { to: paths.kvkk, label: 'KVKK Aydınlatma Metni' },
  { to: paths.cookies, label: 'Çerez Politikası' },
  { to: paths.legal, label: 'Yasal Uyarılar' },
  { to: paths.security, label: 'Güvenlik' },
] as const;

/** Links to the other legal texts, so each document also works as the "Sözleşmeler" hub. */
export function RelatedDocuments({ currentPath }: { currentPath: string }) {
  const others = LEGAL_DOCUMENTS.filter((doc) => doc.to !== currentPath);
  return (
    <nav aria-label="Diğer yasal metinler" className="mt-10 border-t border-ink-200 pt-6">
      <h2 className="text-base font-semibold text-ink-900">Diğer yasal metinler</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {others.map((doc) => (
          <li key={doc.to}>
            <Link
              to={doc.to}
              className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-900"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              {doc.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
