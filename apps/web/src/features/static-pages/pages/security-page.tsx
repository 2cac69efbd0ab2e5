import { CircleCheck, Mail, ShieldCheck, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteConfig } from '../../../lib/site-config';
import { PageHero } from '../components/page-hero';
import { siteHost } from '../content/types';
import { SECURITY_MEASURES, SECURITY_TIPS } from '../content/security';

export const SECURITY_REPORT_SUBJECT = 'Güvenlik Bildirimi - Şüpheli Etkinlik';

const sectionHeading = 'text-2xl font-bold tracking-tight text-ink-900';

export function SecurityPage() {
  useDocumentTitle('Güvenlik');
  const { siteName, company, publicUrl } = useSiteConfig();
  const reportHref = `mailto:${company.email}?subject=${encodeURIComponent(SECURITY_REPORT_SUBJECT)}`;

  return (
    <>
      <PageHero
        eyebrow={siteName}
        title="Güvenlik"
        icon={ShieldCheck}
        lead="Hesabınızı, ödemelerinizi ve kişisel verilerinizi korumak için aldığımız önlemler ve sizin de alabileceğiniz basit tedbirler."
      />
      <div className="mx-auto w-full max-w-6xl space-y-14 px-4 py-10 sm:px-6 sm:py-14">
        <section aria-labelledby="onlemlerimiz">
          <h2 id="onlemlerimiz" className={sectionHeading}>
            Aldığımız önlemler
          </h2>
          <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {SECURITY_MEASURES.map((measure) => (
              <article
                key={measure.id}
                id={measure.id}
                aria-labelledby={`${measure.id}-baslik`}
                className="scroll-mt-24 rounded-card bg-surface p-5 shadow-card sm:p-6"
              >
                <span className="inline-flex rounded-lg bg-brand-50 p-2.5 text-brand-700">
                  <measure.icon aria-hidden="true" className="size-5" />
                </span>
                <h3 id={`${measure.id}-baslik`} className="mt-4 text-lg font-semibold text-ink-900">
                  {measure.title}
                </h3>
                <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-ink-700 marker:text-brand-600">
                  {measure.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="oneriler" className="max-w-3xl">
          <h2 id="oneriler" className={sectionHeading}>
            Hesabınızı korumak için öneriler
          </h2>
          <p className="mt-3 text-ink-700">
            Sitemizin adresi <strong className="text-ink-900">{siteHost(publicUrl)}</strong>{' '}
            şeklindedir; farklı bir adreste giriş bilgilerinizi girmeyin.
          </p>
          <ul className="mt-5 space-y-3">
            {SECURITY_TIPS.map((tip) => (
              <li key={tip} className="flex gap-3 leading-7 text-ink-700">
                <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                <span>{tip}</span>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="iki-adimli-dogrulama"
          className="max-w-3xl rounded-card border border-brand-200 bg-brand-50 p-5 sm:p-6"
        >
          <div className="flex items-start gap-3">
            <Smartphone aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
            <div>
              <h2 id="iki-adimli-dogrulama" className="text-xl font-semibold text-ink-900">
                İki adımlı doğrulamayı açın
              </h2>
              <p className="mt-2 leading-7 text-ink-700">
                Cep telefonu numaranız üyelik sırasında SMS koduyla doğrulanır. Hesabınızı daha da
                korumak için{' '}
                <Link
                  to={paths.settings}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  Hesap Ayarları
                </Link>{' '}
                sayfasından SMS ile iki adımlı doğrulamayı açmanızı öneririz: böylece girişte
                şifrenize ek olarak telefonunuza gelen tek kullanımlık kod istenir ve şifreniz ele
                geçirilse bile hesabınıza girilemez.
              </p>
            </div>
          </div>
        </section>

        <section aria-labelledby="supheli-etkinlik" className="max-w-3xl">
          <h2 id="supheli-etkinlik" className={sectionHeading}>
            Şüpheli bir durum mu fark ettiniz?
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-ink-700">
            <p>
              Hesabınızda tanımadığınız bir işlem, {siteName} adına gönderilmiş gibi görünen şüpheli
              bir e-posta, SMS veya arama ya da sitemizde bir güvenlik açığı fark ederseniz bize
              hemen bildirin:
            </p>
            <ol className="list-decimal space-y-2 pl-6 marker:text-brand-600">
              <li>Hesabınıza giriş yapabiliyorsanız şifrenizi hemen değiştirin.</li>
              <li>
                <a
                  href={reportHref}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {company.email}
                </a>{' '}
                adresine “{SECURITY_REPORT_SUBJECT}” konulu bir e-posta gönderin.
              </li>
              <li>
                E-postanıza olayın tarihini ve saatini, ne gördüğünüzü, varsa ekran görüntülerini ve
                şüpheli mesajın göndericisini ekleyin. Şifrenizi, SMS kodunuzu veya kart
                bilgilerinizi asla yazmayın.
              </li>
              <li>
                Kartınızdan şüpheli bir çekim yapıldıysa ayrıca kartınızı veren bankayı arayın.
              </li>
            </ol>
            <p>
              Acil durumlarda {company.phone} numaralı telefondan da bize ulaşabilirsiniz. Güvenlik
              açığı bildiren araştırmacıların bildirimlerini gizli tutar, en kısa sürede
              değerlendirir ve sonucu kendileriyle paylaşırız.
            </p>
          </div>
          <a
            href={reportHref}
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Mail aria-hidden="true" className="size-4" />
            Güvenlik bildirimi gönder
          </a>
        </section>
      </div>
    </>
  );
}
