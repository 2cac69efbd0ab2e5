import { ArrowRight, Info } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/site-config';
import { Notice } from '../components/notice';
import { PageHero } from '../components/page-hero';
import { ABOUT_REASONS, ABOUT_STEPS } from '../content/about';

const sectionHeading = 'text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl';

export function AboutPage() {
  useDocumentTitle('Hakkımızda');
  const { siteName, company } = useSiteConfig();

  return (
    <>
      <PageHero
        eyebrow={siteName}
        title="Hakkımızda"
        icon={Info}
        lead="Türkiye genelindeki değerli arsaları, şeffaf açık arttırma ve pazarlık usulüyle doğru alıcılarla buluşturuyoruz."
      >
        <Link
          to={paths.auctions}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent-400 px-5 py-2.5 text-sm font-semibold text-ink-900 hover:bg-accent-300"
        >
          İlanları İncele
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </PageHero>

      <div className="mx-auto w-full max-w-6xl space-y-14 px-4 py-10 sm:px-6 sm:py-14">
        <section aria-labelledby="biz-kimiz" className="max-w-3xl">
          <h2 id="biz-kimiz" className={sectionHeading}>
            Biz kimiz?
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-ink-700">
            <p>
              {siteName}, {company.name} tarafından işletilen çevrim içi bir arsa ihale ve pazarlık
              platformudur. Merkezimiz {company.address} adresindedir.
            </p>
            <p>
              Amacımız arsa alım satımını herkes için şeffaf, güvenli ve erişilebilir kılmaktır.
              İlanlar yalnızca taşınmaz malikinden yazılı yetki almış kurumsal firmalar ve resmî
              yetkili şirketler tarafından yayımlanır; alıcılar ise ücretsiz üye olup teminat
              yatırarak satışa katılır. Teminat sistemi, yalnızca ciddi katılımcıların teklif
              vermesini sağlar.
            </p>
            <p>
              {siteName} bir aracıdır: arsaların satıcısı veya emlak komisyoncusu değildir. Tapu
              devri, alıcı ile ilan sahibi arasında doğrudan Tapu Müdürlüğü’nde veya noterde
              yapılır.
            </p>
          </div>
        </section>

        <section aria-labelledby="nasil-calisir">
          <h2 id="nasil-calisir" className={sectionHeading}>
            Nasıl çalışır?
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {ABOUT_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-card bg-surface p-5 shadow-card sm:p-6">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                    {index + 1}
                  </span>
                  <step.icon aria-hidden="true" className="size-6 text-brand-600" />
                </div>
                <h3 className="mt-4 text-lg font-semibold text-ink-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="neden-biz">
          <h2 id="neden-biz" className={sectionHeading}>
            Neden {siteName}?
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ABOUT_REASONS.map((reason) => (
              <li key={reason.title} className="flex gap-4 rounded-card bg-surface p-5 shadow-card">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <reason.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">{reason.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-ink-700">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="onemli-bilgi" className="max-w-3xl">
          <h2 id="onemli-bilgi" className="sr-only">
            Önemli bilgi
          </h2>
          <Notice tone="highlight" title={`${siteName} bir satış kanalı değildir`}>
            <p>
              Platform yalnızca ilanlara katılım başvurusu yapmanızı sağlar; arsa satmaz ve satış
              bedelini tahsil etmez. Kazanamazsanız veya satış sizden kaynaklanmayan bir nedenle
              (paydaşın önalım hakkı, tarım arazisi kuralları, ilan sahibinin vazgeçmesi, tapu
              engeli) gerçekleşmezse yatırdığınız teminat kesintisiz iade edilir.
            </p>
            <p>
              Kazandıktan sonra satış adımlarından birini süresinde yapmaz veya satıştan
              vazgeçerseniz (temerrüt) teminatınız hizmet bedeli olarak kalır, iade edilmez ve
              hesabınıza bir uyarı kaydedilir; son 24 ay içinde 3 uyarı yeni teminat yatırmayı
              engeller. Süre geçtikten sonra ödeme yapmak satışı geri getirmez. Ayrıntılar{' '}
              <Link to={paths.termsOfUse}>Mesafeli Hizmet Sözleşmesi</Link>’nin 8. maddesindedir.
            </p>
          </Notice>
        </section>

        <section
          aria-labelledby="hemen-baslayin"
          className="rounded-card bg-brand-800 p-6 text-white sm:flex sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="hemen-baslayin" className="text-xl font-bold sm:text-2xl">
              Aradığınız arsa bir teklif uzağınızda
            </h2>
            <p className="mt-2 text-brand-100">
              Aktif ve yaklaşan ihaleleri inceleyin, size uygun olana katılın.
            </p>
          </div>
          <Link
            to={paths.auctions}
            className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent-400 px-5 py-2.5 text-sm font-semibold text-ink-900 hover:bg-accent-300 sm:mt-0"
          >
            İhaleleri Görüntüle
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
      </div>
    </>
  );
}
