import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import type { ContentContext, DocumentSection } from '../types';

const APPLICATION_FIELDS = [
  'Ad ve soyad',
  'T.C. kimlik numarası (yabancılar için uyruk ve pasaport ya da kimlik numarası)',
  'Tebligata esas yerleşim yeri veya iş yeri adresi',
  'Bildirime esas e-posta adresi veya telefon numarası',
  'Talep konusu: hangi hakkınızı kullanmak istediğiniz ve varsa destekleyici belgeler',
  'İmza (yazılı başvurularda ıslak imza; elektronik başvurularda güvenli elektronik imza)',
] as const;

/** KVKK sections 8–11: marketing consent, cookie notice, terms of use, application form. */
export function consentAndApplicationSections({
  siteName,
  company,
}: ContentContext): DocumentSection[] {
  return [
    {
      id: 'ticari-elektronik-ileti',
      title: 'Ticari Elektronik İleti / Pazarlama Onayı',
      body: (
        <>
          <p>
            6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun uyarınca, yeni ilan,
            kampanya ve duyurulara ilişkin ticari elektronik iletiler (SMS, e-posta, arama) size
            yalnızca önceden onay vermeniz hâlinde gönderilir. Onay vermek üyelik veya hizmetten
            yararlanma şartı değildir; onaylarınız İleti Yönetim Sistemi’ne (İYS) kaydedilir.
          </p>
          <p>
            Onayınızı dilediğiniz zaman, gerekçe göstermeden ve ücretsiz olarak{' '}
            <Link to={paths.settings}>Hesap Ayarları</Link> sayfasından, iletilerdeki ret
            bağlantısından, İYS üzerinden veya {company.email} adresine yazarak geri alabilirsiniz.
          </p>
          <p>
            Doğrulama kodları, teminat ve iade bildirimleri, ihale ve teklif sonuçları gibi hizmetin
            ifası için zorunlu bilgilendirmeler ticari elektronik ileti değildir ve onay
            aranmaksızın gönderilir.
          </p>
        </>
      ),
    },
    {
      id: 'cerez-aydinlatmasi',
      title: 'Çerez Aydınlatması',
      body: (
        <p>
          {siteName} bugün yalnızca oturum açmanız ve işlem güvenliği (CSRF koruması) için zorunlu
          çerezleri kullanır. Analitik, işlevsel veya hedefleme/reklam çerezleri kullanılmaya
          başlanırsa bunlar yalnızca açık rızanızla etkinleştirilir. Ayrıntılar ve tarayıcı ayarları
          için <Link to={paths.cookies}>Çerez Politikası</Link>’nı inceleyiniz.
        </p>
      ),
    },
    {
      id: 'kullanim-kosullari',
      title: 'Kullanım Koşulları',
      body: (
        <p>
          Platform’un kullanımı, üyelik, teminat, açık arttırma ve pazarlık kuralları{' '}
          <Link to={paths.termsOfUse}>Kullanım Koşulları / Mesafeli Hizmet Sözleşmesi</Link>
          ’nde düzenlenmiştir. {siteName} yalnızca aracıdır; satıcı veya emlak komisyoncusu değildir
          ve tapu devri alıcı ile ilan sahibi arasında doğrudan yapılır.
        </p>
      ),
    },
    {
      id: 'basvuru-formu',
      title: 'Başvuru Formu',
      body: (
        <>
          <p>
            KVKK’nın 11. maddesindeki haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru
            Usul ve Esasları Hakkında Tebliğ uyarınca Türkçe ve yazılı olarak iletebilirsiniz.
            Başvurunuzda aşağıdaki bilgilerin bulunması zorunludur:
          </p>
          <ol>
            {APPLICATION_FIELDS.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ol>
          <h3>Başvuru yolları</h3>
          <ul>
            <li>
              Islak imzalı dilekçe ile şahsen veya noter aracılığıyla: {company.name},{' '}
              {company.address}. Zarfın üzerine “KVKK Bilgi Talebi” yazınız.
            </li>
            <li>
              Güvenli elektronik imza ile imzalanmış başvurunuzu {company.email} adresine e-posta
              ile.
            </li>
            <li>
              Kayıtlı elektronik posta (KEP) adresinizden Şirket’in KEP adresine. Güncel KEP
              adresimizi {company.email} adresinden veya {company.phone} numaralı telefondan
              öğrenebilirsiniz.
            </li>
            <li>
              Daha önce Şirket’e bildirdiğiniz ve sistemimizde kayıtlı olan e-posta adresinizden{' '}
              {company.email} adresine.
            </li>
          </ul>
          <h3>Yanıt süresi</h3>
          <p>
            Başvurunuz, talebin niteliğine göre en kısa sürede ve en geç 30 (otuz) gün içinde
            ücretsiz olarak sonuçlandırılır. İşlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel
            Verileri Koruma Kurulu’nca belirlenen tarifedeki ücret alınabilir. Kimliğinizi
            doğrulamak için ek bilgi istenebilir. Başvurunuzun reddedilmesi, verilen yanıtı yetersiz
            bulmanız veya süresinde yanıt verilmemesi hâlinde KVKK’nın 14. maddesi uyarınca Kişisel
            Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.
          </p>
        </>
      ),
    },
  ];
}
