import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type AuthPageHeaderProps = { title: string; subtitle: string };

/** Back link home, title and subtitle at the top of each account screen's card. */
export function AuthPageHeader({ title, subtitle }: AuthPageHeaderProps) {
  return (
    <div className="mb-6">
      <Link
        to={paths.home}
        className="-my-2.5 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-brand-700"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Anasayfaya Dön
      </Link>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1.5 text-sm text-ink-600">{subtitle}</p>
    </div>
  );
}
