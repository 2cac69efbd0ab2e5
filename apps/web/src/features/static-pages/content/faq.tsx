import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ContentContext } from './types';

export type FaqItem = { id: string; question: string; answer: ReactNode };

/** The eleven questions of /sss, in the agreed order. */
export function faqItems({ siteName, company }: ContentContext): FaqItem[] {
  return [
    {
      id: 'platform-nedir',
      question: `${siteName} nedir?`,
      answer: (
        <p>
          {siteName}, Türkiye genelindeki arsaların Açık Arttırma veya Pazarlık usulüyle satışa
          sunulduğu çevrim içi bir aracılık platformudur ve {company.name} tarafından işletilir.
          İlanları ücretsiz inceleyebilir, teminat yatırarak satışa katılım başvurusu
          yapabilirsiniz.
        </p>
      ),
    },
    {
      id: 'emlak-komisyoncusu-mu',
      question: `${siteName} bir emlakçı veya emlak komisyoncusu mu?`,
      answer: (
        <p>
          Hayır. {siteName} yalnızca aracı bir platformdur; arsaların satıcısı değildir, emlak
          komisyoncusu değildir ve alıcı ile ilan sahibi arasındaki satış sözleşmesinin tarafı
          değildir. Tapu devri alıcı ile ilan sahibi arasında doğrudan Tapu Müdürlüğü’nde veya
          noterde yapılır.
        </p>
      ),
    },
    {
      id: 'kimler-ilan-verebilir',
      question: 'Kimler ilan verebilir?',
      answer: (
        <p>
          Yalnızca kurumsal firmalar ve resmî olarak yetkilendirilmiş şirketler, taşınmaz malikinden
          alınmış yazılı yetki belgesiyle ilan yayımlayabilir. Bireysel kullanıcılar ilan veremez.
          Yetki belgesi ve tapu kaydı ilan yayımlanmadan önce istenebilir.
        </p>
      ),
    },
    {
      id: 'ilan-ucretli-mi',
      question: 'İlan vermek ücretli mi?',
      answer: (
        <p>
          Evet. İlan yayımlama, ilan paketleri üzerinden ücretlidir. Paketler ve koşullar hakkında
          bilgi almak için <Link to={paths.contact}>İletişim</Link> sayfasından bize
          ulaşabilirsiniz.
        </p>
      ),
    },
    {
      id: 'satis-turleri',
      question: 'Satış türleri nelerdir?',
      answer: (
        <>
          <p>
            <strong>Açık Arttırma:</strong> İlanda başlangıç ve bitiş zamanı bellidir. Teminatını
            yatırmış katılımcılar, en az gösterilen asgari tutar kadar artan teklifler verir. Süre
            sunucu saatine göre işler; bitiş anında en yüksek geçerli teklifi veren kazanır.
          </p>
          <p>
            <strong>Pazarlık:</strong> Teminatını yatırmış katılımcı ilana tek bir fiyat teklifi
            gönderir. İlan sahibi teklifi kabul veya reddeder; reddedilen teklifin ardından yeni
            teklif verilebilir.
          </p>
        </>
      ),
    },
    {
      id: 'nasil-satin-alirim',
      question: 'Nasıl arsa satın alabilirim?',
      answer: (
        <ol>
          <li>
            Cep telefonu numaranızla ücretsiz üye olun ve SMS ile gelen doğrulama kodunu girin.
          </li>
          <li>İlanı inceleyin; arsayı yerinde görün, tapu ve imar bilgilerini doğrulayın.</li>
          <li>İlandaki teminatı kartınızla, bankanızın 3-D Secure doğrulamasıyla ödeyin.</li>
          <li>
            Açık arttırmada teklif verin veya pazarlık ilanına teklifinizi gönderin. İhalenin son
            dakikalarında verilen bir teklif, ilanda belirtilen süre kadar bitişi uzatır; ilanın
            teklif panelinde bu süre yazılıdır.
          </li>
          <li>
            İhale, bitiş zamanında sunucu tarafından otomatik olarak kapatılır; kazanana SMS,
            e-posta ve panel bildirimiyle haber verilir.
          </li>
          <li>Tapu devrini ilan sahibiyle birlikte Tapu Müdürlüğü’nde veya noterde yaparsınız.</li>
        </ol>
      ),
    },
    {
      id: 'teminat-iadesi',
      question: 'Teminatım ne zaman iade edilir?',
      answer: (
        <ul>
          <li>İhaleyi kazanamazsanız teminatınız 7 iş günü içinde kartınıza iade edilir.</li>
          <li>
            İhaleyi kazanırsanız teminatınız hizmet bedeli olarak tahsil edilir ve satış bedelinden
            mahsup edilir; yani toplamda ihale bedelinden fazlasını ödemezsiniz.
          </li>
          <li>
            Pazarlıkta ilan sahibiyle anlaşamazsanız teminatınız iade edilir; satış gerçekleşirse
            hizmet bedeli olarak tahsil edilir.
          </li>
          <li>
            İkinci en yüksek teklifi siz verdiyseniz (Yedek Alıcı) teminatınız, kazananın ödeme
            güvencesi doğrulanana kadar, en fazla 5 iş günü bekletilir ve bekletmenin son tarihi
            size ihale bittiğinde bildirilir. Kazanan bu sürede temerrüde düşerse satış size en
            yüksek teklifiniz üzerinden önerilebilir; 48 saat içinde SMS koduyla kabul edebilir veya
            reddedebilirsiniz. Kabul etmezseniz teminatınız iade edilir.
          </li>
          <li>
            Satış sizden kaynaklanmayan bir nedenle gerçekleşmezse (paydaşın önalım hakkı, 5403
            sayılı Kanun’un tarım arazisi kuralları, ilan sahibinin vazgeçmesi, tapu kaydındaki bir
            engel) hizmet bedeli 7 iş günü içinde kartınıza iade edilir.
          </li>
          <li>
            Kazandıktan sonra satış adımlarından birini süresinde yapmazsanız veya vazgeçerseniz
            (temerrüt) hizmet bedeli iade edilmez ve hesabınıza bir uyarı kaydedilir; süre geçtikten
            sonra ödeme yapmak satışı geri getirmez. Son 24 ay içinde 3 uyarısı olan hesap yeni
            teminat yatıramaz.
          </li>
          <li>
            Teminatınız bir teklifi güvence altına almıyorsa — en yüksek teklif sizde değilse,
            Pazarlıkta bekleyen bir teklifiniz yoksa — ilan sona ermeden istediğiniz zaman, daha
            önce teklif vermiş olsanız da, Teminatlarım’daki “Teminat İadesi İste” ile iadesini
            isteyebilirsiniz; 7 iş günü içinde kartınıza iade edilir. O ilana yeniden teklif vermek
            için yeniden teminat yatırırsınız.
          </li>
          <li>Teknik bir aksaklıktan kaynaklanan iade talepleri 7 iş günü içinde incelenir.</li>
        </ul>
      ),
    },
    {
      id: 'tapu-islemleri',
      question: 'Tapu işlemleri nasıl yapılır?',
      answer: (
        <>
          <p>
            İhaleyi kazandığınızda veya teklifiniz kabul edildiğinde bir satış kaydı açılır ve
            iletişim bilgileriniz ilan sahibiyle paylaşılır. Satış sayfanızda sırasıyla şu adımlar
            ve son günleri yazılıdır: Alıcı Onayı (48 saat içinde SMS koduyla), Ödeme Güvencesi (7
            gün içinde GÖS, emanet hesabı veya banka havalesi referans numarası) ve Tapu Randevusu
            (30 gün içinde devir). Süreleri {siteName} değiştirebilir; adım başladığında yürürlükte
            olan süre uygulanır.
          </p>
          <p>
            Tapu devri, alıcı ile ilan sahibi arasında doğrudan, randevu alınarak Tapu Müdürlüğü’nde
            resmî senetle (veya mevzuatın izin verdiği hâllerde noterde) yapılır. Tapu harcı ve
            döner sermaye bedeli mevzuata göre taraflarca ödenir.
          </p>
          <p>
            {siteName} tapu işleminin tarafı değildir ve satış bedelini tahsil etmez. Satış bedelini
            yalnızca Güvenli Ödeme Sistemi (GÖS), emanet hesabı veya satış sayfanızda adı yazan ilan
            sahibinin hesabı üzerinden ödeyin; {siteName} adına hareket ettiğini söyleyen kişiler
            dâhil, başka hiç kimseye göndermeyin. GÖS’te bedel, tapu devri tamamlanınca satıcıya
            geçer.
          </p>
        </>
      ),
    },
    {
      id: 'odeme-guvenligi',
      question: 'Ödemelerim güvende mi?',
      answer: (
        <p>
          Evet. Teminat ödemeleri lisanslı ödeme kuruluşunun sanal POS altyapısı üzerinden,
          kartınızı veren bankanın 3-D Secure doğrulamasıyla alınır. Kart bilgileriniz {siteName}{' '}
          tarafından görülmez ve saklanmaz; tüm bağlantılar şifrelidir. Ayrıntılar{' '}
          <Link to={paths.security}>Güvenlik</Link> sayfasındadır.
        </p>
      ),
    },
    {
      id: 'kisisel-veri-guvenligi',
      question: 'Kişisel verilerim güvende mi?',
      answer: (
        <p>
          Kişisel verileriniz 6698 sayılı Kişisel Verilerin Korunması Kanunu’na uygun olarak
          yalnızca hizmetin gerektirdiği amaçlarla işlenir, satılmaz ve kiralanmaz. Verilerinize
          ilişkin başvurularınız en geç 30 gün içinde yanıtlanır. Ayrıntılar için{' '}
          <Link to={paths.kvkk}>KVKK Aydınlatma Metni</Link>’ni inceleyebilirsiniz.
        </p>
      ),
    },
    {
      id: 'uyelik-ucretli-mi',
      question: 'Üyelik ücretli mi?',
      answer: (
        <p>
          Hayır, üyelik ücretsizdir. Yalnızca katılmak istediğiniz ilan için teminat yatırırsınız;
          teminat, kazanamamanız veya satışın sizden kaynaklanmayan bir nedenle gerçekleşmemesi
          hâlinde iade edilir ve bir teklifi güvence altına almadığı sürece ilan sona ermeden de
          geri isteyebilirsiniz. Kazandıktan sonra satıştan vazgeçerseniz hizmet bedeli iade
          edilmez.
        </p>
      ),
    },
  ];
}
