import { CircleHelp, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/site-config';
import { FaqList } from '../components/faq-list';
import { PageHero } from '../components/page-hero';
import { faqItems } from '../content/faq';

export function FaqPage() {
  useDocumentTitle('Sıkça Sorulan Sorular');
  const config = useSiteConfig();

  return (
    <>
      <PageHero
        eyebrow="SSS"
        title="Sıkça Sorulan Sorular"
        icon={CircleHelp}
        lead={`${config.siteName} ile arsa almak, teminat, iade ve tapu süreci hakkında en çok sorulan sorular.`}
      />
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <FaqList items={faqItems(config)} />
        <section
          aria-labelledby="sss-iletisim"
          className="mt-10 rounded-card border border-brand-200 bg-brand-50 p-5 sm:p-6"
        >
          <h2 id="sss-iletisim" className="text-lg font-semibold text-ink-900">
            Sorunuzun yanıtını bulamadınız mı?
          </h2>
          <p className="mt-2 text-ink-700">
            Ekibimiz hafta içi mesai saatlerinde sorularınızı yanıtlar.
          </p>
          <Link
            to={paths.contact}
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Mail aria-hidden="true" className="size-4" />
            Bize Ulaşın
          </Link>
        </section>
      </div>
    </>
  );
}
