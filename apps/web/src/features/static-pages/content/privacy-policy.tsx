import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ContentContext, DocumentSection } from './types';
import { siteHost } from './types';

/** Gizlilik Sözleşmesi (the privacy policy): what we collect, why, with whom we share it, how we protect it. */
export function privacyPolicySections({
  siteName,
  company,
  publicUrl,
}: ContentContext): DocumentSection[] {
  return [
    {
      id: 'amac-ve-kapsam',
      title: 'Amaç ve Kapsam',
      body: (
        <p>
          Bu Gizlilik Sözleşmesi, {company.name} tarafından işletilen {siteName} Platformu’nu (
          {siteHost(publicUrl)}) ziyaret eden ve üye olan kişilerin bilgilerinin nasıl toplandığını,
          kullanıldığını, paylaşıldığını ve korunduğunu açıklar. Kişisel verilerin işlenmesine
          ilişkin yasal aydınlatma <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link>’nde yer alır;
          iki metin birlikte okunmalıdır.
        </p>
      ),
    },
    {
      id: 'toplanan-bilgiler',
      title: 'Toplanan Bilgiler',
      body: (
        <>
          <h3>Sizin verdiğiniz bilgiler</h3>
          <ul>
            <li>
              Üyelikte: ad soyad, cep telefonu numarası, isteğe bağlı e-posta ve adres, şifre.
            </li>
            <li>İşlemlerde: teminat ödemeleri, açık arttırma teklifleri ve pazarlık teklifleri.</li>
            <li>İletişimde: iletişim formuna yazdığınız ad, e-posta, konu ve mesaj.</li>
          </ul>
          <h3>Otomatik olarak oluşan bilgiler</h3>
          <ul>
            <li>
              IP adresi, tarayıcı ve cihaz bilgisi, ziyaret ve işlem zamanları (erişim kayıtları).
            </li>
            <li>Oturumunuzu tanıyan zorunlu oturum çerezi ve güvenlik (CSRF) çerezi.</li>
          </ul>
          <h3>Toplamadığımız bilgiler</h3>
          <p>
            Kart numarası, son kullanma tarihi ve güvenlik kodu (CVV) ödeme kuruluşunun güvenli
            ortamında işlenir; {siteName} bu bilgileri görmez ve saklamaz. Şifreniz açık metin
            olarak tutulmaz, yalnızca geri döndürülemez özeti saklanır.
          </p>
        </>
      ),
    },
    {
      id: 'kullanim-amaclari',
      title: 'Bilgilerin Kullanım Amaçları',
      body: (
        <ul>
          <li>Hesabınızı oluşturmak ve telefon numaranızı SMS kodu ile doğrulamak;</li>
          <li>teminat ödemenizi almak, doğrulamak ve gerektiğinde iade etmek;</li>
          <li>
            teklifinizi kaydetmek, ihaleyi sunucu saatine göre kapatmak, sonucu size bildirmek;
          </li>
          <li>
            ihaleyi kazandığınızda veya teklifiniz kabul edildiğinde sizi ilan sahibiyle
            buluşturmak;
          </li>
          <li>sorularınızı yanıtlamak, hesabınızı ve Platform’u kötüye kullanıma karşı korumak;</li>
          <li>yasal yükümlülükleri yerine getirmek;</li>
          <li>yalnızca onay vermişseniz, yeni ilan ve kampanyalardan haberdar etmek.</li>
        </ul>
      ),
    },
    {
      id: 'odeme-bilgileri',
      title: 'Ödeme Bilgilerinin Güvenliği',
      body: (
        <p>
          Teminat ödemeleri, Türkiye Cumhuriyet Merkez Bankası lisanslı ödeme kuruluşunun PCI-DSS
          uyumlu sanal POS altyapısı üzerinden ve kartınızı veren bankanın 3-D Secure doğrulamasıyla
          alınır. {siteName} yalnızca ödeme kuruluşunun bildirdiği işlem numarası, onay kodu, tutar
          ve sonuç bilgisini saklar.
        </p>
      ),
    },
    {
      id: 'bilgilerin-paylasilmasi',
      title: 'Bilgilerin Paylaşılması',
      body: (
        <>
          <p>
            Bilgileriniz satılmaz, kiralanmaz ve reklam amacıyla üçüncü kişilere verilmez. Yalnızca:
          </p>
          <ul>
            <li>ödeme kuruluşu ve bankalarla, ödeme ve iade işlemleri için;</li>
            <li>SMS ve e-posta hizmet sağlayıcılarıyla, size mesaj iletmek için;</li>
            <li>barındırma ve altyapı sağlayıcılarıyla, Platform’u çalıştırmak için;</li>
            <li>
              ihaleyi kazandığınızda veya teklifiniz kabul edildiğinde ilan sahibiyle (ad soyad,
              telefon ve teklif tutarı), tapu devri için;
            </li>
            <li>yetkili kamu kurum ve kuruluşlarıyla, kanunen zorunlu olduğunda</li>
          </ul>
          <p>
            paylaşılır. İlan sayfasındaki teklif listesinde ziyaretçiler teklif tutarıyla birlikte
            yalnızca adınızı görür; telefon numaranız ve e-posta adresiniz gösterilmez.
          </p>
        </>
      ),
    },
    {
      id: 'cerezler',
      title: 'Çerezler',
      body: (
        <p>
          Bugün yalnızca oturum ve güvenlik için zorunlu çerezler kullanılır. Analitik, işlevsel
          veya reklam çerezleri yalnızca onayınızla etkinleştirilir. Ayrıntılar için{' '}
          <Link to={paths.cookies}>Çerez Politikası</Link>’nı inceleyiniz.
        </p>
      ),
    },
    {
      id: 'bilgi-guvenligi',
      title: 'Bilgi Güvenliği',
      body: (
        <p>
          Tüm bağlantılar TLS ile şifrelenir; şifreler argon2id ile özetlenir; oturum çerezleri
          JavaScript tarafından okunamaz (httpOnly); yönetici işlemleri kayıt altına alınır ve
          sistemler düzenli olarak denetlenir. Ayrıntılar ve hesabınızı korumak için öneriler{' '}
          <Link to={paths.security}>Güvenlik</Link> sayfasındadır. Hiçbir sistem mutlak güvenlik
          sağlayamaz; bir güvenlik ihlali hâlinde ilgili kişiler ve Kişisel Verileri Koruma Kurulu
          mevzuatta öngörülen sürede bilgilendirilir.
        </p>
      ),
    },
    {
      id: 'saklama-suresi',
      title: 'Saklama Süresi',
      body: (
        <p>
          Bilgileriniz üyeliğiniz süresince ve sonrasında yalnızca yasal saklama süreleri boyunca
          tutulur; süre dolduğunda silinir, yok edilir veya anonim hâle getirilir. Süreler{' '}
          <Link to={`${paths.kvkk}#saklama-sureleri`}>KVKK Aydınlatma Metni</Link>’nde
          listelenmiştir.
        </p>
      ),
    },
    {
      id: 'ucuncu-taraf-baglantilari',
      title: 'Üçüncü Taraf Bağlantıları',
      body: (
        <p>
          Platform’da ödeme kuruluşunun 3-D Secure sayfası, sosyal medya hesaplarımız veya resmî
          kurumların sayfaları gibi üçüncü taraf bağlantıları bulunabilir. Bu sitelerin gizlilik
          uygulamalarından ilgili site sahipleri sorumludur.
        </p>
      ),
    },
    {
      id: 'cocuklarin-gizliligi',
      title: 'Çocukların Gizliliği',
      body: (
        <p>
          Platform 18 yaşını doldurmamış kişilere yönelik değildir ve bu kişiler üye olamaz. 18
          yaşından küçük birine ait bilgilerin kaydedildiğini fark ederseniz lütfen bize bildiriniz;
          bu bilgiler silinir.
        </p>
      ),
    },
    {
      id: 'haklariniz',
      title: 'Haklarınız',
      body: (
        <p>
          KVKK’nın 11. maddesindeki haklarınızı (bilgi talep etme, düzeltme, silme, itiraz, zararın
          giderilmesi vb.) kullanmak için{' '}
          <Link to={`${paths.kvkk}#basvuru-formu`}>başvuru yollarını</Link> izleyebilirsiniz.
          Başvurular en geç 30 gün içinde yanıtlanır.
        </p>
      ),
    },
    {
      id: 'degisiklikler',
      title: 'Değişiklikler',
      body: (
        <p>
          Bu politika güncellendiğinde yeni metin bu sayfada yayımlanır; önemli değişiklikler ayrıca
          SMS veya e-posta ile bildirilir.
        </p>
      ),
    },
    {
      id: 'iletisim',
      title: 'İletişim',
      body: (
        <p>
          Gizlilikle ilgili her türlü soru için {company.name}, {company.address} adresine veya{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a> adresine yazabilirsiniz.
        </p>
      ),
    },
  ];
}
