import { LetteredList } from '../../components/prose';
import type { ContentContext, DocumentSection } from '../types';
import { siteHost } from '../types';

/** KVKK sections 1–7: controller, data, purposes, legal grounds, transfers, retention, rights. */
export function noticeSections({
  siteName,
  company,
  publicUrl,
}: ContentContext): DocumentSection[] {
  return [
    {
      id: 'veri-sorumlusu',
      title: 'Veri Sorumlusu',
      body: (
        <>
          <p>
            6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca kişisel verileriniz,
            veri sorumlusu sıfatıyla {company.name} (“Şirket”) tarafından, {siteName} markasıyla{' '}
            {siteHost(publicUrl)} üzerinden sunulan hizmetler kapsamında aşağıda açıklanan şekilde
            işlenmektedir.
          </p>
          <ul>
            <li>Adres: {company.address}</li>
            <li>E-posta: {company.email}</li>
            <li>Telefon: {company.phone}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'islenen-kisisel-veriler',
      title: 'İşlenen Kişisel Veriler',
      body: (
        <ul>
          <li>
            <strong>Kimlik:</strong> ad, soyad; teminat yatırmadan önce yapılan kimlik
            doğrulamasında T.C. kimlik numarası (yabancı uyruklu üyeler için yabancı kimlik
            numarası), doğum yılı (yabancı kimlik numarasında doğum günü ve ayı da), doğrulamanın
            sonucu, tarihi ve deneme kayıtları; şirket adına işlem yapan üyeler için şirket unvanı
            ve vergi kimlik numarası.
          </li>
          <li>
            <strong>İletişim:</strong> cep telefonu numarası, e-posta adresi, adres; kimlik
            doğrulamasıyla birlikte alınan kayıtlı adres (il, ilçe, açık adres).
          </li>
          <li>
            <strong>Müşteri işlem:</strong> incelenen ve takip edilen ilanlar, teminat kayıtları,
            açık arttırma teklifleri, pazarlık teklifleri ve sonuçları, iletişim formu mesajları.
          </li>
          <li>
            <strong>Finans:</strong> ödeme tutarı, ödeme kuruluşunun verdiği işlem ve sipariş
            numarası, onay kodu, iade kayıtları. Kart numarası, son kullanma tarihi ve güvenlik kodu
            Şirket tarafından görülmez ve saklanmaz.
          </li>
          <li>
            <strong>İşlem güvenliği:</strong> şifrenin geri döndürülemez özeti (argon2id), SMS
            doğrulama kayıtları, oturum kayıtları, IP adresi, tarayıcı ve cihaz bilgisi, erişim
            (log) kayıtları.
          </li>
          <li>
            <strong>Pazarlama:</strong> ticari elektronik ileti onayınız ve tercihleriniz.
          </li>
        </ul>
      ),
    },
    {
      id: 'isleme-amaclari',
      title: 'İşleme Amaçları',
      body: (
        <ul>
          <li>
            Üyelik kaydının oluşturulması ve cep telefonu numarasının SMS kodu ile doğrulanması;
          </li>
          <li>teminat ödemelerinin alınması, doğrulanması ve iadelerin yapılması;</li>
          <li>
            teminat yatıracak ve teklif verecek üyenin kimliğinin nüfus kayıtlarıyla doğrulanması,
            her kişinin yalnızca bir hesapla işlem yapmasının sağlanması, ödeme kuruluşunun istediği
            alıcı kimlik ve adres bilgisinin iletilmesi ve satış belgeleri ile faturaların doğru
            kişi adına düzenlenmesi;
          </li>
          <li>açık arttırma ve pazarlık süreçlerinin yürütülmesi, sonucun bildirilmesi;</li>
          <li>
            ihaleyi kazanan veya teklifi kabul edilen üyenin tapu devri için ilan sahibiyle
            buluşturulması;
          </li>
          <li>talep, şikâyet ve iletişim formu mesajlarının yanıtlanması;</li>
          <li>hesap ve işlem güvenliğinin sağlanması, dolandırıcılığın önlenmesi;</li>
          <li>
            mevzuattan doğan saklama, bildirim ve bilgi verme yükümlülüklerinin yerine getirilmesi;
          </li>
          <li>hukuki uyuşmazlıklarda hakların korunması;</li>
          <li>yalnızca onay vermeniz hâlinde, kampanya ve yeni ilan duyurularının gönderilmesi.</li>
        </ul>
      ),
    },
    {
      id: 'hukuki-sebepler',
      title: 'Hukuki Sebepler',
      body: (
        <>
          <p>
            Kişisel verileriniz, KVKK’nın 5. maddesinin 2. fıkrasındaki şu sebeplere dayanılarak
            işlenir:
          </p>
          <LetteredList
            items={[
              {
                label: 'a',
                text: 'kanunlarda açıkça öngörülmesi (vergi ve ticaret mevzuatı, 5651 sayılı Kanun);',
              },
              {
                label: 'c',
                text: 'üyelik ve mesafeli hizmet sözleşmesinin kurulması veya ifasıyla doğrudan doğruya ilgili olması;',
              },
              {
                label: 'ç',
                text: 'Şirket’in hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması;',
              },
              {
                label: 'e',
                text: 'bir hakkın tesisi, kullanılması veya korunması için zorunlu olması;',
              },
              {
                label: 'f',
                text: 'temel hak ve özgürlüklerinize zarar vermemek kaydıyla Şirket’in meşru menfaatleri için zorunlu olması (ör. işlem güvenliği kayıtları).',
              },
            ]}
          />
          <p>
            Ticari elektronik ileti gönderimi ve zorunlu olmayan çerezler yalnızca KVKK m.5/1
            uyarınca açık rızanıza dayanır; rızanızı dilediğiniz zaman geri alabilirsiniz.
          </p>
          <p>
            Şirket, KVKK’nın 6. maddesinde sayılan özel nitelikli kişisel verileri (sağlık, din,
            biyometrik veri vb.) işlemez; bu tür verileri formlarda paylaşmamanızı rica ederiz.
          </p>
        </>
      ),
    },
    {
      id: 'aktarim',
      title: 'Aktarım',
      body: (
        <>
          <p>
            Kişisel verileriniz, yukarıdaki amaçlarla sınırlı ve ölçülü olarak, KVKK’nın 8. ve 9.
            maddelerine uygun biçimde şu alıcılara aktarılabilir:
          </p>
          <ul>
            <li>
              <strong>Ödeme kuruluşu ve bankalar:</strong> teminat tahsilatı, 3-D Secure doğrulaması
              ve iadeler için lisanslı ödeme kuruluşu (sanal POS) ve kartı veren banka.
            </li>
            <li>
              <strong>Nüfus ve Vatandaşlık İşleri Genel Müdürlüğü:</strong> kimlik doğrulaması için
              yalnızca kimlik numarası, ad, soyad ve doğum yılı (yabancı kimlik numarasında doğum
              tarihi), NVİ’nin kimlik doğrulama hizmeti üzerinden sorgulanır; NVİ yalnızca
              bilgilerin eşleşip eşleşmediğini bildirir. Ödeme kuruluşuna teminat ödemesinde kimlik
              numaranız ve kayıtlı adresiniz, mevzuatın alıcıdan istediği bilgi olarak iletilir.
            </li>
            <li>
              <strong>SMS ve e-posta hizmet sağlayıcıları:</strong> doğrulama kodları, ihale
              sonuçları ve bilgilendirme mesajlarının iletilmesi için.
            </li>
            <li>
              <strong>Barındırma ve altyapı sağlayıcıları:</strong> Platform’un çalıştığı sunucu,
              veritabanı ve yedekleme hizmetleri.
            </li>
            <li>
              <strong>Yetkili kamu kurum ve kuruluşları:</strong> mahkemeler, savcılıklar, vergi
              daireleri ve kanunen yetkili diğer merciler, talepleri ve kanuni yükümlülükler
              ölçüsünde.
            </li>
            <li>
              <strong>İlan sahibi:</strong> yalnızca ihaleyi kazanan veya pazarlık teklifi kabul
              edilen üyenin ad, soyad, telefon numarası ve teklif tutarı, tapu devrinin yapılması
              amacıyla.
            </li>
            <li>
              <strong>Danışmanlar ve denetçiler:</strong> hukuk, mali müşavirlik ve bağımsız denetim
              hizmeti aldığımız kişiler, sır saklama yükümlülüğü altında.
            </li>
          </ul>
          <p>
            Yurt dışına aktarım gerekirse bu aktarım yalnızca KVKK’nın 9. maddesindeki şartlar ve
            güvenceler sağlanarak yapılır. Kişisel verileriniz hiçbir koşulda satılmaz veya
            kiralanmaz.
          </p>
        </>
      ),
    },
    {
      id: 'saklama-sureleri',
      title: 'Saklama Süreleri',
      body: (
        <>
          <ul>
            <li>
              Üyelik, teklif ve teminat kayıtları: üyelik süresince ve sona ermesinden itibaren
              genel zamanaşımı süresi olan 10 yıl.
            </li>
            <li>
              Ticari defter ve belgelere esas kayıtlar: ilgili mevzuattaki süre boyunca (10 yıl).
            </li>
            <li>
              Erişim (log) kayıtları: 5651 sayılı Kanun ve ikincil mevzuatında öngörülen süre (2
              yıl).
            </li>
            <li>
              Ticari elektronik ileti onay kayıtları: onayın geri alınmasından itibaren 3 yıl.
            </li>
            <li>
              Kimlik doğrulama bilgileri (kimlik numarası, doğum yılı, kayıtlı adres, şirket
              bilgileri): üyelik süresince; kimlik numarası yalnızca şifrelenmiş olarak saklanır ve
              hesabın silinmesiyle birlikte silinir. Adınıza bir fatura veya satış belgesi
              düzenlenmişse, belge üzerindeki kimlik bilgileri belgeyle birlikte Vergi Usul Kanunu
              md. 253 ve Türk Ticaret Kanunu md. 82’deki süre boyunca ayrı ve erişimi kayıt altında
              tutularak saklanır ve bu sürenin sonunda silinir.
            </li>
            <li>
              Kimlik doğrulama denemeleri (kimlik numarası içermez; yalnızca tarih ve sonuç): üyelik
              süresince.
            </li>
            <li>SMS doğrulama kodları: yalnızca özet olarak, geçerlilik süresi boyunca.</li>
            <li>İletişim formu mesajları: talebin sonuçlanmasından itibaren 2 yıl.</li>
          </ul>
          <p>
            Süresi dolan veriler, Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale
            Getirilmesi Hakkında Yönetmelik uyarınca ilk periyodik imha işleminde (en geç 6 ayda
            bir) silinir, yok edilir veya anonim hâle getirilir.
          </p>
        </>
      ),
    },
    {
      id: 'ilgili-kisinin-haklari',
      title: 'İlgili Kişinin Hakları',
      body: (
        <>
          <p>KVKK’nın 11. maddesi uyarınca Şirket’e başvurarak:</p>
          <LetteredList
            items={[
              { label: 'a', text: 'kişisel verilerinizin işlenip işlenmediğini öğrenme,' },
              { label: 'b', text: 'işlenmişse buna ilişkin bilgi talep etme,' },
              {
                label: 'c',
                text: 'işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
              },
              {
                label: 'ç',
                text: 'yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,',
              },
              {
                label: 'd',
                text: 'eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,',
              },
              {
                label: 'e',
                text: 'KVKK’nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,',
              },
              {
                label: 'f',
                text: '(d) ve (e) bentleri uyarınca yapılan işlemlerin, kişisel verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
              },
              {
                label: 'g',
                text: 'işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
              },
              {
                label: 'ğ',
                text: 'kişisel verilerin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme',
              },
            ]}
          />
          <p>
            haklarına sahipsiniz. Başvuru usulü aşağıda “Başvuru Formu” bölümünde açıklanmıştır.
          </p>
        </>
      ),
    },
  ];
}
