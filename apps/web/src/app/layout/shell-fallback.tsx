import { Container } from '../../components/ui/container';
import { LogoMark } from '../../components/ui/logo-mark';
import { PageSpinner } from '../../components/ui/spinner';

/**
 * Shown while the site configuration (brand name, company details) loads on the first visit:
 * the shape of the top bar with the mark alone, so the page does not jump when it arrives.
 */
export function ShellFallback() {
  return (
    <div className="min-h-dvh">
      <Container className="flex h-20 items-center">
        <LogoMark />
      </Container>
      <PageSpinner label="Yükleniyor..." />
    </div>
  );
}
