import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import type { ContentContext, DocumentSection } from '../types';

/** The date the current text of the Mesafeli Hizmet Sözleşmesi took effect. */
export const TERMS_OF_USE_EFFECTIVE_DATE = '29/03/2025';

/** Articles 13–19: liability, force majeure, data, notices, evidence, jurisdiction, entry into force. */
export function finalArticles({ siteName, company }: ContentContext): DocumentSection[] {
  return [
    {
      id: 'sorumlulugun-sinirlandirilmasi',
      title: 'Sorumluluğun Sınırlandırılması',
      body: (
        <>
          <p>
            <strong>13.1.</strong> {siteName} yalnızca aracı bir platformdur; satıcı değildir, emlak
            komisyoncusu değildir ve alıcı ile İlan Sahibi arasındaki satış sözleşmesinin tarafı
            değildir. Taşınmazın ayıpları, yüzölçümü, imar durumu, tapu kaydındaki kısıtlamalar ve
            teslimi ile ilgili yükümlülükler İlan Sahibi’ne aittir.
          </p>
          <p>
            <strong>13.2.</strong> Hizmet Sağlayıcı, ilan içeriklerinin İlan Sahibi tarafından doğru
            verilmesi için makul denetim yapar; ancak bu bilgilerin doğruluğunu garanti etmez.
            Üye’nin resmî kaynaklardan kendi doğrulamasını yapmaması nedeniyle doğan zararlardan
            Hizmet Sağlayıcı sorumlu tutulamaz.
          </p>
          <p>
            <strong>13.3.</strong> Üye’nin cihazından, internet bağlantısından veya kartı veren
            bankadan kaynaklanan gecikme ve kesintiler nedeniyle sunucuya süresi içinde ulaşmayan
            teklifler geçersizdir.
          </p>
          <p>
            <strong>13.4.</strong> Bu madde, Hizmet Sağlayıcı’nın kast veya ağır ihmalinden doğan
            sorumluluğunu ve 6502 sayılı Kanun’dan doğan tüketici haklarını sınırlamaz.
          </p>
        </>
      ),
    },
    {
      id: 'mucbir-sebep',
      title: 'Mücbir Sebep',
      body: (
        <>
          <p>
            Doğal afet, salgın, savaş, terör, grev, genel elektrik veya internet kesintisi, siber
            saldırı, resmî makamların karar ve işlemleri gibi Taraflar’ın kontrolü dışında gelişen
            ve önceden öngörülemeyen olaylar mücbir sebep sayılır.
          </p>
          <p>
            Mücbir sebep süresince Taraflar’ın etkilenen yükümlülükleri askıya alınır. Hizmet
            Sağlayıcı bu durumda etkilenen ihalelerin süresini uzatabilir veya ihaleyi iptal
            edebilir; iptal hâlinde tüm teminatlar 7 (yedi) iş günü içinde iade edilir.
          </p>
        </>
      ),
    },
    {
      id: 'kisisel-veriler',
      title: 'Kişisel Verilerin Korunması',
      body: (
        <p>
          Üye’nin kişisel verileri, 6698 sayılı Kişisel Verilerin Korunması Kanunu’na uygun olarak,{' '}
          <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link> ve{' '}
          <Link to={paths.privacyPolicy}>Gizlilik Sözleşmesi</Link>’nde açıklanan amaçlar ve hukuki
          sebeplerle işlenir. İlgili kişi başvuruları en geç 30 (otuz) gün içinde sonuçlandırılır.
        </p>
      ),
    },
    {
      id: 'bildirimler',
      title: 'Bildirimler',
      body: (
        <>
          <p>
            Hizmet Sağlayıcı’nın Üye’ye yapacağı bildirimler; Üye’nin kayıtlı cep telefonuna SMS,
            kayıtlı e-posta adresine e-posta veya Platform içi bildirim yoluyla yapılır ve
            gönderildiği anda Üye’ye ulaşmış sayılır.
          </p>
          <p>
            Üye’nin Hizmet Sağlayıcı’ya yapacağı bildirimler {company.email} adresine e-posta ile
            veya {company.address} adresine yazılı olarak yapılır. Adres ve iletişim bilgilerindeki
            değişiklik karşı tarafa bildirilmedikçe eski bilgilere yapılan bildirimler geçerlidir.
          </p>
        </>
      ),
    },
    {
      id: 'delil-sozlesmesi',
      title: 'Delil Sözleşmesi',
      body: (
        <p>
          Taraflar, işbu Sözleşme’den doğacak uyuşmazlıklarda Hizmet Sağlayıcı’nın sunucu
          kayıtlarının (teklif kayıtları ve sunucu zaman damgaları, ödeme kuruluşundan alınan işlem
          kayıtları, SMS ve e-posta gönderim kayıtları, elektronik yazışmalar) 6100 sayılı Hukuk
          Muhakemeleri Kanunu’nun 193. maddesi uyarınca delil teşkil edeceğini kabul eder. Üye’nin
          bu kayıtların aksini her türlü delille ispat hakkı saklıdır.
        </p>
      ),
    },
    {
      id: 'yetkili-mahkeme',
      title: 'Uyuşmazlıkların Çözümü ve Yetkili Mahkeme',
      body: (
        <>
          <p>
            İşbu Sözleşme’den doğan uyuşmazlıklarda Türk hukuku uygulanır ve Manisa (Akhisar)
            Mahkemeleri ile İcra Daireleri yetkilidir.
          </p>
          <p>
            Üye’nin tüketici sıfatını taşıdığı hâllerde, Ticaret Bakanlığı’nca her yıl belirlenen
            parasal sınırlar dâhilinde, Üye’nin yerleşim yerindeki veya işlemin yapıldığı yerdeki
            Tüketici Hakem Heyeti’ne ya da Tüketici Mahkemesi’ne başvurma hakkı saklıdır.
          </p>
        </>
      ),
    },
    {
      id: 'yururluk',
      title: 'Yürürlük',
      body: (
        <>
          <p>
            İşbu Sözleşme, Üye’nin kayıt sırasında Sözleşme’yi elektronik ortamda onaylamasıyla
            kurulur ve {TERMS_OF_USE_EFFECTIVE_DATE} tarihinden itibaren yürürlüktedir. Üye,
            Sözleşme’yi okuduğunu, anladığını ve onayladığı tarihte Platform’da yayımlanan metnin
            bir örneğine her zaman bu sayfadan erişebileceğini kabul eder.
          </p>
          <p>
            Hizmet Sağlayıcı, Sözleşme’de değişiklik yapması hâlinde değişikliği yürürlük tarihinden
            en az 15 (on beş) gün önce Platform’da yayımlar ve Üye’ye bildirir. Değişiklikler,
            yürürlüğe girdikleri tarihten önce ödenmiş teminatlara ve başlamış ihalelere uygulanmaz.
          </p>
        </>
      ),
    },
  ];
}
