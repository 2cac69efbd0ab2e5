import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import type { ContentContext, DocumentSection } from '../types';

/** KVKK sections 12–15: the contracts a member accepts and the privacy policy in short. */
export function contractSections({ siteName, company }: ContentContext): DocumentSection[] {
  return [
    {
      id: 'teklif-ihale-mesafeli-satis-sozlesmesi',
      title: 'Teklif (İhale) İçin Mesafeli Satış Sözleşmesi',
      body: (
        <>
          <p>
            Bu sözleşme, Açık Arttırma usulündeki bir ilana katılmak için teminat ödediğinizde{' '}
            {company.name} (“Hizmet Sağlayıcı”) ile sizin aranızda elektronik ortamda kurulur.
            Sözleşmenin konusu arsanın kendisi değil, ihaleye katılım hakkı ve aracılık hizmetidir;
            Hizmet Sağlayıcı arsanın satıcısı değildir.
          </p>
          <h3>Ön bilgilendirme ve bedel</h3>
          <p>
            Ödeme adımından önce ilan adı, teminat tutarı (vergiler dâhil), ödeme yöntemi ve iade
            koşulları size gösterilir. Teminat, lisanslı ödeme kuruluşunun sanal POS altyapısı
            üzerinden 3-D Secure ile tek çekimde tahsil edilir.
          </p>
          <h3>İfa</h3>
          <p>
            Teklif verme hakkınız, ödemenin ödeme kuruluşu tarafından doğrulanmasıyla hemen
            etkinleşir. Teklifler bağlayıcıdır; ihale bitiş zamanında sunucu tarafından kapatılır ve
            en yüksek geçerli teklif kazanır.
          </p>
          <h3>Teminatın akıbeti</h3>
          <ul>
            <li>Kazanamazsanız teminatınız 7 iş günü içinde kartınıza iade edilir.</li>
            <li>
              Kazanırsanız teminatınız hizmet bedeli olarak tahsil edilir ve satış bedelinden mahsup
              edilir. Satış; Alıcı Onayı (48 saat, SMS kodu), Ödeme Güvencesi (7 gün) ve Tapu
              Randevusu (30 gün) adımlarıyla tamamlanır.
            </li>
            <li>
              İkinci en yüksek teklifi verdiyseniz (Yedek Alıcı) teminatınız, kazananın ödeme
              güvencesi doğrulanana kadar, en fazla 5 iş günü bekletilir; kazanan temerrüde düşerse
              satış size en yüksek teklifiniz üzerinden önerilebilir ve 48 saat içinde SMS koduyla
              kabul edebilirsiniz. Kabul etmezseniz teminatınız iade edilir.
            </li>
            <li>
              Satış sizden kaynaklanmayan bir nedenle (önalım hakkı, 5403 sayılı Kanun, ilan
              sahibinin vazgeçmesi, tapu engeli) gerçekleşmezse hizmet bedeli 7 iş günü içinde iade
              edilir. Bir adımı süresinde yapmaz veya vazgeçerseniz (temerrüt) hizmet bedeli iade
              edilmez ve hesabınıza uyarı kaydedilir; son 24 ayda 3 uyarı yeni teminatı engeller.
            </li>
            <li>
              Teminatınız bir teklifi güvence altına almıyorsa (en yüksek teklif sizde değilse) ilan
              sona ermeden istediğiniz zaman, daha önce teklif vermiş olsanız da, “Teminat İadesi
              İste” ile iadesini isteyebilirsiniz; teminatınız 7 iş günü içinde kartınıza iade
              edilir ve o ilana yeniden teklif vermek için yeniden teminat yatırırsınız.
            </li>
            <li>
              Yasal cayma hakkınız: teminatı ödedikten sonra hiç teklif vermediyseniz 14 gün içinde;
              teklif verdiğiniz anda cayma hakkı sona erer, yukarıdaki erken iade hakkı ise sürer.
            </li>
          </ul>
          <p>
            Ayrıntılı hükümler için <Link to={paths.termsOfUse}>Mesafeli Hizmet Sözleşmesi</Link>
            ’ne bakınız.
          </p>
        </>
      ),
    },
    {
      id: 'mesafeli-satis-sozlesmesi',
      title: 'Mesafeli Satış Sözleşmesi',
      body: (
        <>
          <p>
            Bu sözleşme, Pazarlık usulündeki ilanlara teklif göndermek için ödenen teminat ile{' '}
            {siteName} üzerinden satın alınan diğer ücretli hizmetler için, 6502 sayılı Kanun ve
            Mesafeli Sözleşmeler Yönetmeliği uyarınca kurulur.
          </p>
          <ul>
            <li>
              <strong>Taraflar:</strong> {company.name}, {company.address} ile ödemeyi yapan üye.
            </li>
            <li>
              <strong>Konu:</strong> ilana teklif gönderme hakkı ve teklifin ilan sahibine
              iletilmesinden oluşan aracılık hizmeti.
            </li>
            <li>
              <strong>Bedel ve ödeme:</strong> ilanda gösterilen teminat tutarı; kartla, 3-D Secure
              doğrulamasıyla. Kart bilgileri saklanmaz.
            </li>
            <li>
              <strong>Sonuç:</strong> ilan sahibiyle anlaşılamazsa teminat 7 iş günü içinde iade
              edilir; satış gerçekleşirse hizmet bedeli olarak tahsil edilir ve satış Alıcı Onayı,
              Ödeme Güvencesi ve Tapu Randevusu adımlarıyla tamamlanır.
            </li>
            <li>
              <strong>Yedek Alıcı:</strong> bir teklif kabul edildiğinde bekleyen en yüksek teklifin
              sahibinin teminatı, alıcının ödeme güvencesi doğrulanana kadar, en fazla 5 iş günü
              bekletilir; alıcı temerrüde düşerse satış ona teklifi üzerinden önerilebilir (48 saat,
              SMS kodu), kabul etmezse teminatı iade edilir.
            </li>
            <li>
              <strong>Temerrüt:</strong> satın alan üye bir adımı süresinde yapmaz veya vazgeçerse
              hizmet bedeli iade edilmez ve hesabına uyarı kaydedilir; satış üyeden kaynaklanmayan
              bir nedenle (önalım hakkı, 5403 sayılı Kanun, ilan sahibinin vazgeçmesi, tapu engeli)
              gerçekleşmezse hizmet bedeli 7 iş günü içinde iade edilir.
            </li>
            <li>
              <strong>Erken iade:</strong> bekleyen bir teklifiniz yoksa ilan sona ermeden
              istediğiniz zaman “Teminat İadesi İste” ile; teminat 7 iş günü içinde iade edilir ve
              yeni teklif için yeniden teminat yatırılır.
            </li>
            <li>
              <strong>Cayma:</strong> teklif göndermediyseniz ödeme tarihinden itibaren 14 gün.
            </li>
            <li>
              <strong>Uyuşmazlık:</strong> Manisa (Akhisar) Mahkemeleri ve İcra Daireleri; tüketici
              sıfatıyla Tüketici Hakem Heyeti ve Tüketici Mahkemesi’ne başvuru hakkınız saklıdır.
            </li>
          </ul>
          <p>
            İlan paketleri, ilan sahibi kurumsal firmalarla ayrıca yazılı olarak yapılan
            sözleşmelere tabidir.
          </p>
        </>
      ),
    },
    {
      id: 'uyelik-sozlesmesi',
      title: 'Üyelik Sözleşmesi',
      body: (
        <>
          <p>
            Üyelik ücretsizdir. Kayıt, cep telefonu numaranız ve belirlediğiniz şifre ile yapılır;
            numaranız SMS ile gönderilen tek kullanımlık doğrulama kodu ile doğrulanır. 18 yaşını
            doldurmuş ve fiil ehliyetine sahip kişiler üye olabilir.
          </p>
          <p>
            Üye; bilgilerinin doğru olmasından, şifresinin ve doğrulama kodlarının gizliliğinden
            sorumludur, hesabını başkasına kullandıramaz. Bireysel üyeler ilan yayımlayamaz; ilan
            yayımlama yalnızca yazılı yetkiye sahip kurumsal firmalar ve resmî yetkili şirketler
            içindir ve ilan paketi ile ücretlidir.
          </p>
          <p>
            Üyeliğinizi dilediğiniz zaman {company.email} adresine yazarak sona erdirebilirsiniz;
            devam eden teminat ve teklif işlemlerinden doğan hak ve yükümlülükler saklıdır. Üyeliğin
            tüm koşulları <Link to={paths.termsOfUse}>Mesafeli Hizmet Sözleşmesi</Link>’nde yer
            alır.
          </p>
        </>
      ),
    },
    {
      id: 'gizlilik-politikasi',
      title: 'Gizlilik Sözleşmesi',
      body: (
        <p>
          Kişisel verilerinizi yalnızca bu metinde açıklanan amaçlarla işleriz; hiçbir koşulda
          satmayız, kiralamayız. Kart bilgileriniz saklanmaz; şifreniz geri döndürülemez biçimde
          özetlenerek tutulur; tüm bağlantılar şifrelidir. Ayrıntılar için{' '}
          <Link to={paths.privacyPolicy}>Gizlilik Sözleşmesi</Link>’ni inceleyiniz.
        </p>
      ),
    },
  ];
}
