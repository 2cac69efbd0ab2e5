import { Building, Clock, Mail, MapPin, MessageSquare, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/site-config';
import { ContactForm } from '../components/contact-form';
import { PageHero } from '../components/page-hero';

export function ContactPage() {
  useDocumentTitle('İletişim');
  const { siteName, company } = useSiteConfig();

  return (
    <>
      <PageHero
        eyebrow={siteName}
        title="İletişim"
        icon={MessageSquare}
        lead="İlanlar, teminat, iade veya ilan paketleri hakkındaki sorularınız için bize yazın ya da arayın."
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="iletisim-bilgileri" className="space-y-6">
          <div className="rounded-card bg-surface p-5 shadow-card sm:p-6">
            <h2 id="iletisim-bilgileri" className="text-xl font-semibold text-ink-900">
              İletişim bilgileri
            </h2>
            <address className="mt-5 space-y-5 not-italic">
              <InfoRow icon={Building} label="Şirket">
                {company.name}
              </InfoRow>
              <InfoRow icon={MapPin} label="Adres">
                {company.address}
              </InfoRow>
              <InfoRow icon={Phone} label="Telefon">
                <a href={`tel:${company.phoneHref}`} className={linkClassName}>
                  {company.phone}
                </a>
              </InfoRow>
              <InfoRow icon={Mail} label="E-posta">
                <a href={`mailto:${company.email}`} className={linkClassName}>
                  {company.email}
                </a>
              </InfoRow>
            </address>
          </div>
          <div className="rounded-card bg-surface p-5 shadow-card sm:p-6">
            <h2 className="flex items-center gap-2 text-xl font-semibold text-ink-900">
              <Clock aria-hidden="true" className="size-5 text-brand-600" />
              Çalışma saatleri
            </h2>
            <dl className="mt-4 space-y-2 text-sm text-ink-700">
              <div className="flex justify-between gap-4">
                <dt>Pazartesi – Cuma</dt>
                <dd className="font-medium text-ink-900">09:00 – 18:00</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Cumartesi, pazar ve resmî tatiller</dt>
                <dd className="font-medium text-ink-900">Kapalı</dd>
              </div>
            </dl>
            <p className="mt-4 text-sm leading-6 text-ink-500">
              Form ve e-posta ile gönderdiğiniz mesajları mesai saatleri içinde, genellikle 1 iş
              günü içinde yanıtlıyoruz. Kişisel verilerinize ilişkin başvurular için{' '}
              <Link to={`${paths.kvkk}#basvuru-formu`} className={textLinkClassName}>
                KVKK başvuru yollarını
              </Link>{' '}
              kullanınız.
            </p>
          </div>
        </section>

        <section
          aria-labelledby="mesaj-gonderin"
          className="rounded-card bg-surface p-5 shadow-card sm:p-8"
        >
          <h2 id="mesaj-gonderin" className="text-xl font-semibold text-ink-900">
            Bize mesaj gönderin
          </h2>
          <p className="mt-1 mb-6 text-sm text-ink-500">
            Mesajınızı aldıktan sonra verdiğiniz e-posta adresinden size dönüş yapacağız.
          </p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}

const textLinkClassName =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
// Long e-mail addresses must wrap on narrow phones; the link alone on its line is a 44 px target.
const linkClassName = `${textLinkClassName} inline-flex min-h-11 items-center break-all`;

type InfoRowProps = { icon: LucideIcon; label: string; children: ReactNode };

function InfoRow({ icon: Icon, label, children }: InfoRowProps) {
  return (
    <div className="flex gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-ink-500">{label}</p>
        <p className="mt-0.5 text-ink-900">{children}</p>
      </div>
    </div>
  );
}
