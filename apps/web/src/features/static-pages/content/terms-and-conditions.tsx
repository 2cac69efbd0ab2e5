import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ContentContext, DocumentSection } from './types';

/** Şartlar ve Koşullar: the rules for using the site, in plain words. */
export function termsAndConditionsSections({
  siteName,
  company,
}: ContentContext): DocumentSection[] {
  return [
    {
      id: 'kabul',
      title: 'Kabul',
      body: (
        <p>
          {siteName} Platformu’nu ziyaret ederek veya üye olarak bu Şartlar ve Koşullar’ı kabul
          etmiş sayılırsınız. Üyelik, teminat ve satış süreçlerinin ayrıntıları{' '}
          <Link to={paths.termsOfUse}>Mesafeli Hizmet Sözleşmesi</Link>’nde düzenlenmiştir; bu
          metinle çelişki hâlinde Mesafeli Hizmet Sözleşmesi uygulanır.
        </p>
      ),
    },
    {
      id: 'platformun-niteligi',
      title: 'Platformun Niteliği',
      body: (
        <>
          <p>
            {siteName}, {company.name} tarafından işletilen bir aracılık platformudur. Platform
            arsaların satıcısı değildir, emlak komisyoncusu değildir ve alıcı ile ilan sahibi
            arasındaki satış sözleşmesinin tarafı değildir.
          </p>
          <p>
            Platform bir satış kanalı değil, satışa katılım başvurusu yapma aracıdır. Tapu devri
            alıcı ile ilan sahibi arasında doğrudan Tapu Müdürlüğü’nde veya noterde yapılır.
          </p>
        </>
      ),
    },
    {
      id: 'uyelik-ve-hesap-guvenligi',
      title: 'Üyelik ve Hesap Güvenliği',
      body: (
        <ul>
          <li>
            Üyelik ücretsizdir; 18 yaşını doldurmuş ve fiil ehliyetine sahip kişiler üye olabilir.
          </li>
          <li>Kayıt cep telefonu numarası ile yapılır ve SMS doğrulama koduyla doğrulanır.</li>
          <li>Her kişi tek hesap açabilir; hesap başkasına devredilemez veya kullandırılamaz.</li>
          <li>
            Şifrenizin ve SMS kodlarınızın gizliliğinden siz sorumlusunuz; {siteName} çalışanları bu
            bilgileri hiçbir zaman sizden istemez.
          </li>
        </ul>
      ),
    },
    {
      id: 'ilan-yayimlama-kosullari',
      title: 'İlan Yayımlama Koşulları',
      body: (
        <ul>
          <li>
            İlanı yalnızca kurumsal firmalar ve resmî olarak yetkilendirilmiş şirketler, taşınmaz
            malikinden alınmış yazılı yetki ile yayımlayabilir. Bireysel kullanıcılar ilan
            yayımlayamaz.
          </li>
          <li>İlan yayımlamak ücretlidir ve ilan paketleri üzerinden yapılır.</li>
          <li>
            İlan bilgilerinin (ada, parsel, yüzölçümü, imar durumu, tapu kısıtlamaları, görseller)
            doğruluğundan ilan sahibi sorumludur. Platform, belge talep etme ve uygun bulmadığı
            ilanları yayından kaldırma hakkını saklı tutar.
          </li>
        </ul>
      ),
    },
    {
      id: 'teminat-kosullari',
      title: 'Teminat Koşulları',
      body: (
        <ul>
          <li>
            Açık Arttırma veya Pazarlık usulündeki her ilana katılmak için önce teminat yatırılır;
            teminat ödenmeden teklif verilemez.
          </li>
          <li>
            Ödeme, lisanslı ödeme kuruluşunun sanal POS altyapısı ve 3-D Secure ile alınır; kart
            bilgileri saklanmaz.
          </li>
          <li>İhaleyi kazanamayan katılımcının teminatı 7 iş günü içinde iade edilir.</li>
          <li>
            İkinci en yüksek teklifi veren katılımcının (Yedek Alıcı) teminatı, kazananın ödeme
            güvencesi doğrulanana kadar, en fazla ihalenin bitişinden itibaren 5 iş günü bekletilir;
            bu sürede kazanan temerrüde düşerse satış ona en yüksek teklifi üzerinden önerilebilir
            ve 48 saat içinde SMS koduyla kabul edebilir. Kabul etmezse teminatı iade edilir.
            Pazarlıkta teklif kabul edildiğinde bekleyen en yüksek teklifin sahibi için de aynı
            kural geçerlidir.
          </li>
          <li>
            İhaleyi kazananın teminatı hizmet bedeli olarak tahsil edilir ve satış bedelinden mahsup
            edilir.
          </li>
          <li>
            Pazarlıkta taraflar anlaşamazsa teminat iade edilir; satış gerçekleşirse hizmet bedeli
            olarak tahsil edilir.
          </li>
          <li>
            Satış sizden kaynaklanmayan bir nedenle gerçekleşmezse (paydaşın önalım hakkını
            kullanması, 5403 sayılı Kanun’un tarım arazisi satış kuralları, ilan sahibinin
            vazgeçmesi, tapu kaydında devre engel bir durum) hizmet bedeli 7 iş günü içinde
            kartınıza iade edilir.
          </li>
          <li>
            Satın alan olarak satışın bir adımını süresinde yerine getirmezseniz veya satıştan
            vazgeçerseniz (temerrüt) hizmet bedeli iade edilmez ve hesabınıza bir uyarı kaydedilir;
            süre geçtikten sonra yapılan ödeme satışı yeniden başlatmaz. Son 24 ay içinde 3 uyarısı
            olan hesap yeni teminat yatıramaz.
          </li>
          <li>
            Teminatınız bir teklifi güvence altına almıyorsa — Açık Arttırmada en yüksek teklif
            sizde değilse, Pazarlıkta bekleyen bir teklifiniz yoksa — ilan sona ermeden istediğiniz
            zaman, daha önce teklif vermiş olsanız da, Teminatlarım’daki “Teminat İadesi İste” ile
            iadesini isteyebilirsiniz. Teminatınız 7 iş günü içinde kartınıza iade edilir; o ilana
            yeniden teklif vermek için yeniden teminat yatırırsınız.
          </li>
          <li>Teknik aksaklıktan kaynaklanan iade talepleri 7 iş günü içinde incelenir.</li>
        </ul>
      ),
    },
    {
      id: 'ihale-ve-teklif-kosullari',
      title: 'Açık Arttırma Koşulları',
      body: (
        <ul>
          <li>
            Teklifler ilan sayfasında gösterilen başlangıç ve bitiş zamanları arasında verilir.
          </li>
          <li>
            Her teklif en az gösterilen asgari teklif tutarı kadar olmalıdır; verilen teklif
            bağlayıcıdır ve geri alınamaz.
          </li>
          <li>
            Süre, sunucu saatine göre işler ve ihale bitiş zamanında sunucu tarafından kapatılır;
            bitişteki en yüksek geçerli teklif kazanır. İlanda belirtilmişse son dakika teklifleri
            bitiş zamanını uzatabilir.
          </li>
          <li>Kazanan, SMS, e-posta veya Platform içi bildirimle haberdar edilir.</li>
        </ul>
      ),
    },
    {
      id: 'pazarlik-kosullari',
      title: 'Pazarlık Koşulları',
      body: (
        <p>
          Pazarlık usulündeki ilana teminatını yatırmış her üye bir teklif gönderebilir; bekleyen
          veya kabul edilmiş teklifiniz varken yeni teklif gönderemezsiniz. İlan sahibi teklifi
          kabul veya reddetmekte serbesttir; reddedilen teklifin ardından yeni teklif verilebilir.
        </p>
      ),
    },
    {
      id: 'satis-sureci',
      title: 'Satış Süreci',
      body: (
        <>
          <p>
            İhaleyi kazandığınızda veya teklifiniz kabul edildiğinde bir satış kaydı açılır. Her
            adımı, kimin ve ne zaman tamamladığını siz, ilan sahibi ve {siteName} görür:
          </p>
          <ol>
            <li>
              <strong>Alıcı Onayı:</strong> satın almayı 48 saat içinde telefonunuza gelen SMS
              koduyla onaylarsınız.
            </li>
            <li>
              <strong>Ödeme Güvencesi:</strong> 7 gün içinde satış bedelinin Güvenli Ödeme Sistemi
              (GÖS), emanet hesabı veya banka havalesi referans numarasını girersiniz; ilan sahibi
              veya {siteName} doğrular.
            </li>
            <li>
              <strong>Tapu Randevusu:</strong> ilan sahibi veya {siteName} Tapu Müdürlüğü
              randevusunu girer; devir 30 gün içinde yapılır.
            </li>
            <li>
              <strong>Tamamlandı:</strong> devir, yeni tapu senedi veya Tapu Müdürlüğü alındısıyla
              kaydedilir.
            </li>
          </ol>
          <p>
            Süreleri {siteName} değiştirebilir; her adıma, o adım başladığında yürürlükte olan süre
            uygulanır ve son gün satış sayfanızda yazılıdır.
          </p>
        </>
      ),
    },
    {
      id: 'yasakli-kullanimlar',
      title: 'Yasaklı Kullanımlar',
      body: (
        <ul>
          <li>Başkası adına veya fiyatı yapay olarak yükseltmek amacıyla teklif vermek;</li>
          <li>Platform’a bot, betik veya kazıyıcı gibi otomatik araçlarla erişmek;</li>
          <li>güvenlik önlemlerini aşmaya, başka hesaplara erişmeye çalışmak;</li>
          <li>Platform içeriğini izinsiz kopyalamak, çoğaltmak veya ticari amaçla kullanmak;</li>
          <li>yanıltıcı bilgi vermek veya başka bir kişiyi taklit etmek.</li>
        </ul>
      ),
    },
    {
      id: 'fikri-mulkiyet',
      title: 'Fikri Mülkiyet',
      body: (
        <p>
          Platform’un tasarımı, yazılımı, metinleri ve markası üzerindeki haklar işletmeci şirkete (
          {company.name}); ilan görselleri ve açıklamaları üzerindeki haklar ilan sahiplerine
          aittir. Ayrıntılar <Link to={paths.legal}>Yasal Uyarılar</Link> sayfasındadır.
        </p>
      ),
    },
    {
      id: 'sorumluluk-reddi',
      title: 'Sorumluluk Reddi',
      body: (
        <p>
          İlan bilgileri ilan sahibinin beyanına dayanır. Teklif vermeden önce taşınmazı yerinde
          görmenizi, tapu kaydını ve imar durumunu e-Devlet, Tapu ve Kadastro Genel Müdürlüğü ve
          ilgili belediyeden doğrulamanızı öneririz. Platform, kast ve ağır ihmal hâlleri ile
          tüketici mevzuatından doğan haklarınız saklı kalmak üzere, ilan içeriklerinden ve alıcı
          ile ilan sahibi arasındaki işlemlerden sorumlu değildir.
        </p>
      ),
    },
    {
      id: 'hesabin-askiya-alinmasi',
      title: 'Hesabın Askıya Alınması',
      body: (
        <p>
          Bu koşulların ihlali hâlinde hesabınız gerekçesi bildirilerek askıya alınabilir veya
          kapatılabilir; ihlal nedeniyle geçersiz sayılan tekliflerin bulunduğu ihalelerde diğer
          katılımcıların hakları korunur.
        </p>
      ),
    },
    {
      id: 'degisiklikler',
      title: 'Değişiklikler',
      body: (
        <p>
          Bu koşullar güncellenebilir; güncel metin her zaman bu sayfadadır. Değişiklikler,
          yürürlüğe girmeden önce ödenmiş teminatlara ve başlamış ihalelere uygulanmaz.
        </p>
      ),
    },
    {
      id: 'uygulanacak-hukuk',
      title: 'Uygulanacak Hukuk ve Yetki',
      body: (
        <p>
          Bu koşullara Türk hukuku uygulanır. Uyuşmazlıklarda Manisa (Akhisar) Mahkemeleri ve İcra
          Daireleri yetkilidir; tüketicilerin Tüketici Hakem Heyeti ve Tüketici Mahkemesi’ne başvuru
          hakkı saklıdır.
        </p>
      ),
    },
    {
      id: 'iletisim',
      title: 'İletişim',
      body: (
        <p>
          Sorularınız için <Link to={paths.contact}>İletişim</Link> sayfasını kullanabilir,{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a> adresine yazabilir veya{' '}
          {company.phone} numaralı telefondan bize ulaşabilirsiniz.
        </p>
      ),
    },
  ];
}
