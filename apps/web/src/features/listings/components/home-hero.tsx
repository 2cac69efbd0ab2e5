import { ArrowRight, BadgeCheck, Banknote, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';

const TRUST_POINTS: readonly { icon: LucideIcon; text: string }[] = [
  { icon: Banknote, text: 'Teminat iadesi 7 iş günü' },
  { icon: ShieldCheck, text: '3D Secure ödeme' },
  { icon: BadgeCheck, text: 'Yetkili firmaların ilanları' },
];

/** The home page's opening band: what the site is for, one call to action, three guarantees. */
export function HomeHero() {
  const { siteName } = useSiteConfig();
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      {/* A quiet field-row pattern; decoration only. */}
      <div
        aria-hidden
        className="absolute inset-0 opacity-[0.07] [background-image:repeating-linear-gradient(135deg,currentColor_0_2px,transparent_2px_28px)]"
      />
      <Container className="relative py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-accent-300">
          {siteName} · Online arsa ihalesi
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
          Türkiye’nin dört bir yanındaki değerli arsalara teklif verin
        </h1>
        <p className="mt-5 max-w-2xl text-base leading-7 text-brand-100 sm:text-lg">
          Yetkili firmaların arsa ilanlarını inceleyin, teminatınızı güvenle yatırın ve açık
          arttırmada ya da pazarlıkla teklifinizi verin.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <Link to={paths.auctions}>
              İhaleleri İncele
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-brand-100">
          {TRUST_POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-2">
              <Icon aria-hidden className="size-5 text-accent-300" />
              {text}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
