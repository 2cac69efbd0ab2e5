import { Link } from 'react-router';
import { cx } from '../../components/ui/cx';
import { LogoMark } from '../../components/ui/logo-mark';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../lib/site-config';

type BrandLinkProps = {
  /** `dark` for use on the green footer. */
  tone?: 'light' | 'dark';
  className?: string;
};

/** Logo and brand name (from the server's SITE_NAME), linking home. */
export function BrandLink({ tone = 'light', className }: BrandLinkProps) {
  const { siteName } = useSiteConfig();
  return (
    <Link
      to={paths.home}
      className={cx('inline-flex min-h-11 items-center gap-2.5 rounded-lg', className)}
      aria-label={`${siteName} anasayfa`}
    >
      <LogoMark />
      <span
        className={cx(
          'text-lg font-bold tracking-tight',
          tone === 'light' ? 'text-brand-900' : 'text-white',
        )}
      >
        {siteName}
      </span>
    </Link>
  );
}
