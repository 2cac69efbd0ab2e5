import type { ContentContext, DocumentSection } from '../types';
import { siteHost } from '../types';

/** Articles 1–7 of the Mesafeli Hizmet Sözleşmesi: parties, subject, definitions, membership. */
export function generalArticles({
  siteName,
  company,
  publicUrl,
}: ContentContext): DocumentSection[] {
  return [
    {
      id: 'taraflar',
      title: 'Taraflar',
      body: (
        <>
          <p>
            <strong>1.1. Hizmet Sağlayıcı:</strong> {company.name} (bundan sonra “Hizmet Sağlayıcı”
            veya “{siteName}” olarak anılacaktır).
          </p>
          <ul>
            <li>Adres: {company.address}</li>
            <li>Telefon: {company.phone}</li>
            <li>E-posta: {company.email}</li>
            <li>İnternet sitesi: {siteHost(publicUrl)}</li>
          </ul>
          <p>
            <strong>1.2. Üye:</strong> Platform’a cep telefonu numarası ile kayıt olan, üyelik
            formunda beyan ettiği bilgileri taşıyan ve işbu Sözleşme’yi elektronik ortamda onaylayan
            gerçek veya tüzel kişidir (bundan sonra “Üye” olarak anılacaktır).
          </p>
          <p>Hizmet Sağlayıcı ve Üye, birlikte “Taraflar” olarak anılacaktır.</p>
        </>
      ),
    },
    {
      id: 'konu',
      title: 'Sözleşmenin Konusu',
      body: (
        <>
          <p>
            İşbu Sözleşme’nin konusu; Üye’nin, {siteName} Platformu üzerinden sunulan aracılık
            hizmetlerinden (arsa ilanlarının incelenmesi, Açık Arttırma veya Pazarlık usulüyle
            satışa katılım başvurusunun alınması, teminatın tahsili ve iadesi, sonucun bildirilmesi,
            satış sürecinin adımlarının kaydı) yararlanmasına ilişkin koşulların ve Taraflar’ın hak
            ve yükümlülüklerinin, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli
            Sözleşmeler Yönetmeliği hükümleri çerçevesinde belirlenmesidir.
          </p>
          <p>
            İşbu Sözleşme bir taşınmaz satış sözleşmesi değildir. Taşınmazın satışı ve mülkiyetin
            devri, alıcı ile İlan Sahibi arasında doğrudan, Tapu Müdürlüğü’nde resmî senetle (veya
            mevzuatın izin verdiği hâllerde noter huzurunda) gerçekleştirilir. Hizmet Sağlayıcı bu
            işlemin tarafı değildir.
          </p>
        </>
      ),
    },
    {
      id: 'tanimlar',
      title: 'Tanımlar',
      body: (
        <>
          <p>İşbu Sözleşme’de geçen aşağıdaki terimler, karşılarında yazılı anlamları taşır:</p>
          <ul>
            <li>
              <strong>Platform:</strong> {siteName} markasıyla {siteHost(publicUrl)} alan adı ve
              bağlı alt alan adları üzerinden yayın yapan internet sitesi ile mobil arayüzleri.
            </li>
            <li>
              <strong>Üye:</strong> Platform’a kayıtlı, ilanları inceleyen ve teminat yatırarak
              satışa katılan gerçek veya tüzel kişi.
            </li>
            <li>
              <strong>İlan Sahibi:</strong> Taşınmaz malikinden aldığı yazılı yetkiye dayanarak
              Platform’da ilan yayımlayan kurumsal firma veya resmî yetkili şirket.
            </li>
            <li>
              <strong>Teminat (Hizmet Bedeli Peşinatı):</strong> Üye’nin bir ilana teklif
              verebilmesi için ilanda belirtilen tutarda, kartla ödediği katılım bedeli.
            </li>
            <li>
              <strong>Hizmet Bedeli:</strong> Satışın gerçekleşmesi hâlinde Hizmet Sağlayıcı’nın
              aracılık hizmeti karşılığında hak kazandığı, teminat tutarına eşit bedel.
            </li>
            <li>
              <strong>İhale (Açık Arttırma):</strong> Başlangıç ve bitiş zamanı ilanda belirtilen,
              teminat yatırmış Üyeler’in artan tekliflerle katıldığı ve bitiş anındaki en yüksek
              geçerli teklifin kazandığı satış usulü.
            </li>
            <li>
              <strong>Pazarlık:</strong> Üye’nin ilana tek bir fiyat teklifi gönderdiği ve İlan
              Sahibi’nin bu teklifi kabul ya da reddettiği satış usulü.
            </li>
            <li>
              <strong>Teklif:</strong> Üye’nin İhale’de verdiği pey veya Pazarlık’ta gönderdiği
              fiyat önerisi.
            </li>
            <li>
              <strong>Satış:</strong> İhalenin kazanılması veya teklifin kabul edilmesiyle
              Platform’da açılan ve Alıcı Onayı, Ödeme Güvencesi ve Tapu Randevusu adımlarıyla tapu
              devrine kadar izlenen kayıt.
            </li>
            <li>
              <strong>Yedek Alıcı:</strong> Açık Arttırmada ikinci en yüksek teklifi veren,
              Pazarlıkta kabul edilen tekliften sonra bekleyen en yüksek teklifin sahibi olan Üye.
            </li>
            <li>
              <strong>Temerrüt:</strong> Satın alan Üye’nin Satış adımlarından birini süresinde
              yerine getirmemesi veya satıştan vazgeçmesi.
            </li>
            <li>
              <strong>İş Günü:</strong> Cumartesi, pazar ve resmî tatiller dışındaki günler.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'uyelik',
      title: 'Üyelik',
      body: (
        <>
          <p>
            <strong>4.1.</strong> Üyelik ücretsizdir. Üye olabilmek için 18 yaşını doldurmuş ve fiil
            ehliyetine sahip olmak gerekir.
          </p>
          <p>
            <strong>4.2.</strong> Kayıt, Üye’nin kendi adına kayıtlı cep telefonu numarası ve
            belirlediği şifre ile yapılır; numara, bu numaraya SMS ile gönderilen tek kullanımlık
            doğrulama kodu girilerek doğrulanır. Üyelik, doğrulama tamamlandığında ve işbu Sözleşme
            onaylandığında kurulur.
          </p>
          <p>
            <strong>4.3.</strong> Üye, kayıt sırasında ve sonrasında verdiği bilgilerin doğru,
            güncel ve kendisine ait olduğunu kabul eder. Hesap kişiseldir, devredilemez; şifrenin ve
            SMS doğrulama kodlarının gizliliğinden Üye sorumludur.
          </p>
          <p>
            <strong>4.4.</strong> Üye, dilediği zaman Hizmet Sağlayıcı’ya yazılı olarak başvurarak
            üyeliğini sona erdirebilir. Devam eden ihale, pazarlık ve teminat işlemlerinden doğan
            hak ve yükümlülükler saklıdır.
          </p>
          <p>
            <strong>4.5.</strong> Hizmet Sağlayıcı; gerçeğe aykırı bilgi verilmesi, işbu
            Sözleşme’nin veya mevzuatın ihlali ya da Platform’un güvenliğini tehlikeye atan
            davranışlar hâlinde üyeliği gerekçesini bildirerek askıya alabilir veya sona
            erdirebilir.
          </p>
        </>
      ),
    },
    {
      id: 'ilan-yayimlama',
      title: 'İlan Yayımlama',
      body: (
        <>
          <p>
            <strong>5.1.</strong> Platform’da yalnızca kurumsal firmalar ve resmî olarak
            yetkilendirilmiş şirketler, taşınmaz malikinden alınmış yazılı yetki belgesine dayanarak
            ilan yayımlayabilir. Bireysel kullanıcılar ilan yayımlayamaz.
          </p>
          <p>
            <strong>5.2.</strong> İlan yayımlamak ücretlidir ve Hizmet Sağlayıcı’nın belirlediği
            ilan paketleri üzerinden yapılır. İlan paketi koşulları İlan Sahibi ile ayrıca yapılan
            sözleşmede düzenlenir. Paketteki her ilan hakkı, ilan onaya gönderildiğinde ayrılır ve
            ilan yayımlandığında kullanılmış olur; ilan yayımlanmadan iade edilir, reddedilir veya
            geri çekilirse hak İlan Sahibi’ne geri döner. Kullanılmayan ilan hakları paketin
            geçerlilik süresi sonunda sona erer ve bu sözleşmede aksi kararlaştırılmadıkça bedeli
            iade edilmez.
          </p>
          <p>
            <strong>5.3.</strong> İlandaki bilgilerin (ada/parsel numarası, yüzölçümü, imar durumu,
            tapu kaydındaki şerh, ipotek ve haciz gibi kısıtlamalar, görseller) doğruluğundan İlan
            Sahibi sorumludur. Hizmet Sağlayıcı, yetki belgesi ve tapu kaydı gibi belgeleri talep
            etme, eksik veya şüpheli ilanları yayımlamama ya da yayından kaldırma hakkına sahiptir.
          </p>
        </>
      ),
    },
    {
      id: 'hizmet-saglayicinin-hak-ve-yukumlulukleri',
      title: 'Hizmet Sağlayıcı’nın Hak ve Yükümlülükleri',
      body: (
        <ul>
          <li>
            Platform’u, ilanları ve ihale süreçlerini makul özen ve teknik güvenlik önlemleriyle
            işletmek; ihaleleri ilanda belirtilen bitiş zamanında sunucu tarafında kapatmak.
          </li>
          <li>
            Teminat ödemelerini yalnızca lisanslı ödeme kuruluşunun sanal POS altyapısı ve 3-D
            Secure doğrulaması ile almak; kart bilgilerini saklamamak.
          </li>
          <li>
            Teklif sonuçlarını ve iade işlemlerini Üye’ye SMS, e-posta veya Platform içi bildirim
            yoluyla bildirmek; iadeleri işbu Sözleşme’de belirtilen sürelerde yapmak.
          </li>
          <li>Kişisel verileri 6698 sayılı Kanun’a uygun olarak işlemek ve korumak.</li>
          <li>
            Mevzuata, işbu Sözleşme’ye veya dürüstlük kuralına aykırı teklifleri (ör. fiktif teklif,
            teklif manipülasyonu) geçersiz sayma, ilgili ihaleyi askıya alma veya iptal etme; bu
            durumda teminatları iade etme.
          </li>
          <li>
            Bakım, güncelleme ve güvenlik gerekçesiyle hizmete geçici ara vermek; ara verme
            süresince bitecek ihalelerin süresini makul ölçüde uzatmak.
          </li>
        </ul>
      ),
    },
    {
      id: 'uyenin-hak-ve-yukumlulukleri',
      title: 'Üye’nin Hak ve Yükümlülükleri',
      body: (
        <ul>
          <li>
            Teklif vermeden önce taşınmazı yerinde görmek, tapu kaydını, imar durumunu ve
            kısıtlamaları resmî kaynaklardan (e-Devlet, Tapu ve Kadastro Genel Müdürlüğü, ilgili
            belediye) kontrol etmek. Teklif veren Üye, taşınmazı bu incelemeyi yaparak veya yapma
            imkânına sahip olarak değerlendirdiğini kabul eder.
          </li>
          <li>
            Teklifleri kendi adına, ödeme gücüne uygun ve ciddi olarak vermek; başkası adına veya
            fiyatı yapay olarak yükseltmek amacıyla teklif vermemek.
          </li>
          <li>
            Platform’a otomatik araçlarla (bot, betik, kazıyıcı) erişmemek, güvenlik önlemlerini
            aşmaya çalışmamak, başka bir Üye’nin hesabını kullanmamak.
          </li>
          <li>
            İhaleyi kazanması veya teklifinin kabul edilmesi hâlinde tapu devri için İlan Sahibi ile
            iletişime geçmek ve satışı 8.8. maddedeki süreler içinde, mevzuata uygun biçimde
            tamamlamak.
          </li>
          <li>
            İletişim bilgilerini güncel tutmak; bildirimlerin güncel olmayan bilgiler nedeniyle
            ulaşmamasından doğan sonuçlara katlanmak.
          </li>
        </ul>
      ),
    },
  ];
}
