import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../../components/ui/container';
import { useSiteConfig } from '../../lib/site-config';
import { BrandLink } from './brand-link';
import { contractLinks, platformLinks, type FooterLink } from './footer-links';
import { FacebookIcon, InstagramIcon } from './social-icons';
import { TrustRow } from './trust-row';

/** Spec 01 §2 "Footer": brand, page links, contracts, company details, social links, ©. */
export function Footer() {
  const { siteName, company, social } = useSiteConfig();
  const year = new Date().getFullYear();
  const socialLinks = [
    { href: social.whatsappChannel, label: 'WhatsApp Kanalı', icon: MessageCircle },
    { href: social.instagram, label: 'Instagram', icon: InstagramIcon },
    { href: social.facebook, label: 'Facebook', icon: FacebookIcon },
  ];

  return (
    <footer className="mt-auto">
      <TrustRow />
      <div className="bg-brand-950 text-brand-100">
        <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.3fr_0.8fr_1fr_1.3fr] lg:gap-8">
          <div className="col-span-2 space-y-4 lg:col-span-1">
            <BrandLink tone="dark" />
            <p className="max-w-xs text-sm leading-relaxed text-brand-200">
              Türkiye genelindeki arsalar için şeffaf ve güvenli online ihale ve pazarlık platformu.
            </p>
          </div>
          <FooterColumn title="Platform" links={platformLinks} />
          <FooterColumn title="Sözleşmeler" links={contractLinks} />
          <div className="col-span-2 lg:col-span-1">
            <FooterHeading>İletişim</FooterHeading>
            <address className="space-y-3 text-sm not-italic">
              <p className="font-semibold text-white">{company.name}</p>
              <ContactLine icon={<MapPin aria-hidden className="size-4" />}>
                {company.address}
              </ContactLine>
              <ContactLine icon={<Mail aria-hidden className="size-4" />}>
                <a
                  href={`mailto:${company.email}`}
                  className="inline-flex min-h-11 items-center break-all hover:text-white hover:underline"
                >
                  {company.email}
                </a>
              </ContactLine>
              <ContactLine icon={<Phone aria-hidden className="size-4" />}>
                <a
                  href={`tel:${company.phoneHref}`}
                  className="inline-flex min-h-11 items-center hover:text-white hover:underline"
                >
                  {company.phone}
                </a>
              </ContactLine>
            </address>
            <ul aria-label="Sosyal medya" className="mt-5 flex flex-wrap gap-2">
              {socialLinks.map(({ href, label, icon: Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} (yeni sekmede açılır)`}
                    className="inline-flex h-11 items-center gap-2 rounded-full border border-white/15 px-3 text-xs font-medium text-brand-100 transition-colors hover:border-white/40 hover:text-white"
                  >
                    <Icon className="size-4" />
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </Container>
        <div className="border-t border-white/10">
          <Container className="flex flex-col gap-2 py-6 text-xs text-brand-200 md:flex-row md:items-center md:justify-between">
            <p>
              © {year} {siteName}. Tüm hakları saklıdır.
            </p>
            <p>{siteName} bir aracı platformdur; satıcı ya da emlak komisyoncusu değildir.</p>
          </Container>
        </div>
      </div>
    </footer>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className="mb-4 text-xs font-semibold tracking-wider text-accent-300 uppercase">
      {children}
    </h2>
  );
}

function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <FooterHeading>{title}</FooterHeading>
      <ul className="text-sm">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link
              to={to}
              className="inline-flex min-h-11 items-center text-brand-100 transition-colors hover:text-white"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2.5 text-brand-200">
      <span className="shrink-0 text-accent-300">{icon}</span>
      <span>{children}</span>
    </p>
  );
}
