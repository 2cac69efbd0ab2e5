import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ContentContext, DocumentSection } from './types';

const COOKIES_IN_USE = [
  {
    name: 'Oturum çerezi',
    purpose: 'Giriş yaptığınızı tanır; sayfalar arasında oturumunuzu sürdürür.',
    duration: 'Oturum geçerli olduğu sürece; çıkış yaptığınızda silinir.',
  },
  {
    name: 'Güvenlik (CSRF) çerezi',
    purpose:
      'İsteklerin gerçekten sizin tarayıcınızdan geldiğini doğrular; sahte istekleri engeller.',
    duration: 'Oturum süresince.',
  },
] as const;

const BROWSERS = [
  {
    name: 'Google Chrome',
    steps: [
      'Sağ üstteki ⋮ menüsü > Ayarlar > Gizlilik ve güvenlik > Üçüncü taraf çerezleri: çerez tercihinizi seçin.',
      'Ayarlar > Gizlilik ve güvenlik > Site ayarları > Tüm siteler genelinde depolanan izinleri ve verileri görüntüleyin: tek bir sitenin çerezlerini silin.',
      'Ayarlar > Gizlilik ve güvenlik > Tarama verilerini sil > “Çerezler ve diğer site verileri”: tüm çerezleri silin.',
    ],
  },
  {
    name: 'Mozilla Firefox',
    steps: [
      'Sağ üstteki ☰ menüsü > Ayarlar > Gizlilik ve Güvenlik > Gelişmiş İzleme Koruması: Standart, Sıkı veya Özel düzeyi seçin.',
      'Aynı sayfada Çerezler ve Site Verileri > Verileri yönet…: tek bir sitenin verilerini silin.',
      'Çerezler ve Site Verileri > Verileri temizle…: tüm çerezleri silin.',
    ],
  },
  {
    name: 'Safari',
    steps: [
      'macOS: Safari menüsü > Ayarlar (eski sürümlerde Tercihler) > Gizlilik > “Tüm çerezleri engelle” veya “Web sitesi verilerini yönet…”.',
      'iPhone ve iPad: Ayarlar > (iOS 18 ve sonrasında Uygulamalar >) Safari > “Tüm Çerezleri Engelle” veya “Geçmişi ve Web Sitesi Verilerini Temizle”.',
    ],
  },
  {
    name: 'Microsoft Edge',
    steps: [
      'Sağ üstteki ⋯ menüsü > Ayarlar > Gizlilik, arama ve hizmetler > Tarama verilerini temizle: çerezleri silin.',
      'Ayarlar > Çerezler ve site izinleri > Çerezleri ve site verilerini yönetin ve silin: çerezleri engelleyin veya site bazında izin verin.',
    ],
  },
] as const;

/** Çerez Politikası: what cookies are, which ones we use today, and how to manage them. */
export function cookiesSections({ siteName, company }: ContentContext): DocumentSection[] {
  return [
    {
      id: 'cerez-nedir',
      title: 'Çerez Nedir?',
      body: (
        <p>
          Çerezler, ziyaret ettiğiniz internet sitesi tarafından tarayıcınıza kaydedilen küçük metin
          dosyalarıdır. Site, sonraki isteklerinizde bu dosyaları okuyarak örneğin oturum açtığınızı
          hatırlar. Bu politika, çerezlere benzer işlev gören tarayıcı depolama teknolojilerini de
          kapsar.
        </p>
      ),
    },
    {
      id: 'kullandigimiz-cerezler',
      title: 'Bugün Kullandığımız Çerezler',
      body: (
        <>
          <p>
            {siteName} bugün yalnızca Platform’un çalışması ve güvenliği için zorunlu olan birinci
            taraf çerezleri kullanır. Reklam, analitik veya üçüncü taraf izleme çerezi kullanılmaz.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
              <caption className="sr-only">Kullanılan çerezler</caption>
              <thead>
                <tr className="border-b border-ink-200 text-ink-900">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Çerez
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Amaç
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Süre
                  </th>
                </tr>
              </thead>
              <tbody>
                {COOKIES_IN_USE.map((cookie) => (
                  <tr key={cookie.name} className="border-b border-ink-100 align-top">
                    <th scope="row" className="py-2 pr-4 font-medium text-ink-900">
                      {cookie.name}
                    </th>
                    <td className="py-2 pr-4">{cookie.purpose}</td>
                    <td className="py-2">{cookie.duration}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Oturum çerezi JavaScript ile okunamaz (httpOnly). Her iki çerez de yalnızca şifreli
            bağlantı üzerinden gönderilir (Secure) ve başka sitelerden başlatılan isteklere eklenmez
            (SameSite).
          </p>
        </>
      ),
    },
    {
      id: 'cerez-turleri',
      title: 'Çerez Türleri',
      body: (
        <>
          <h3>Zorunlu çerezler</h3>
          <p>
            Oturum açma, hesabınızın güvenliği ve sahte isteklere karşı koruma (CSRF) gibi temel
            işlevler için gereklidir. Bunlar olmadan giriş yapamaz, teminat yatıramaz ve teklif
            veremezsiniz. KVKK m.5/2-c ve f uyarınca onay aranmadan kullanılır.{' '}
            <strong>Kullanıyoruz.</strong>
          </p>
          <h3>Analitik çerezler</h3>
          <p>
            Ziyaretçilerin siteyi nasıl kullandığını anonim veya takma adlı istatistiklerle ölçer.{' '}
            <strong>Bugün kullanmıyoruz</strong>; ileride kullanılırsa yalnızca açık rızanızla
            etkinleştirilir.
          </p>
          <h3>İşlevsel çerezler</h3>
          <p>
            Dil, görünüm veya filtre tercihleri gibi seçimlerinizi hatırlar.{' '}
            <strong>Bugün kullanmıyoruz</strong>; ileride kullanılırsa yalnızca açık rızanızla
            etkinleştirilir.
          </p>
          <h3>Hedefleme / reklam çerezleri</h3>
          <p>
            Farklı sitelerdeki davranışınıza göre ilgi alanlarınıza uygun reklam göstermek için
            kullanılır. <strong>Bugün kullanmıyoruz</strong>; ileride kullanılırsa yalnızca açık
            rızanızla etkinleştirilir ve rızanızı dilediğiniz zaman geri alabilirsiniz.
          </p>
        </>
      ),
    },
    {
      id: 'cerezleri-yonetme',
      title: 'Çerezleri Nasıl Yönetebilirsiniz?',
      body: (
        <>
          <p>
            Çerezleri tarayıcınızın ayarlarından silebilir veya engelleyebilirsiniz. Zorunlu
            çerezleri engellerseniz oturum açamazsınız. Menü adları tarayıcı sürümüne göre küçük
            farklılıklar gösterebilir.
          </p>
          {BROWSERS.map((browser) => (
            // A fragment keeps <h3> and <ul> direct children of the prose container.
            <Fragment key={browser.name}>
              <h3>{browser.name}</h3>
              <ul>
                {browser.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
            </Fragment>
          ))}
        </>
      ),
    },
    {
      id: 'degisiklikler',
      title: 'Değişiklikler',
      body: (
        <p>
          Yeni bir çerez türü kullanmaya başlarsak bu sayfayı güncelleriz ve zorunlu olmayan
          çerezler için önce onayınızı isteriz. Kişisel verilerinizin işlenmesine ilişkin ayrıntılar{' '}
          <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link>’ndedir.
        </p>
      ),
    },
    {
      id: 'iletisim',
      title: 'İletişim',
      body: (
        <p>
          Çerezlerle ilgili sorularınız için <a href={`mailto:${company.email}`}>{company.email}</a>{' '}
          adresine yazabilirsiniz.
        </p>
      ),
    },
  ];
}
