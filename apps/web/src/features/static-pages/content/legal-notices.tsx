import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ContentContext, DocumentSection } from './types';
import { siteHost } from './types';

/** Yasal Uyarılar: intellectual property, disclaimer, third-party rights, FSEK sanctions. */
export function legalNoticeSections({
  siteName,
  company,
  publicUrl,
}: ContentContext): DocumentSection[] {
  return [
    {
      id: 'genel',
      title: 'Genel',
      body: (
        <p>
          {siteHost(publicUrl)} adresinde yayın yapan {siteName} Platformu {company.name} tarafından
          işletilmektedir. Platform’u kullanan herkes aşağıdaki yasal uyarıları okumuş ve kabul
          etmiş sayılır.
        </p>
      ),
    },
    {
      id: 'fikri-mulkiyet-haklari',
      title: 'Fikri Mülkiyet Hakları',
      body: (
        <>
          <p>
            Platform’da yer alan tasarım, logo, {siteName} markası, yazılım, kaynak kod, veritabanı,
            metin, grafik ve düzenlemeler üzerindeki tüm fikri ve sınai mülkiyet hakları{' '}
            {company.name} adına korunmaktadır. Bu içerikler 5846 sayılı Fikir ve Sanat Eserleri
            Kanunu ve 6769 sayılı Sınai Mülkiyet Kanunu kapsamında koruma altındadır.
          </p>
          <p>
            İçerikler kişisel ve ticari olmayan amaçla görüntülenebilir; yazılı izin alınmadan
            kopyalanamaz, çoğaltılamaz, dağıtılamaz, değiştirilemez, otomatik araçlarla toplanamaz
            veya başka bir sitede yayımlanamaz. Kaynak gösterilerek ilan bağlantısının paylaşılması
            serbesttir.
          </p>
        </>
      ),
    },
    {
      id: 'sorumluluk-reddi',
      title: 'Sorumluluk Reddi',
      body: (
        <>
          <p>
            {siteName} yalnızca aracıdır; arsaların satıcısı veya emlak komisyoncusu değildir. İlan
            bilgileri, görselleri ve belgeleri ilan sahibi kurumsal firmaların beyanına dayanır.
            Platform bu bilgilerin doğruluğu, eksiksizliği ve güncelliği konusunda garanti vermez.
          </p>
          <p>
            Platform’daki bilgiler yatırım tavsiyesi, hukuki görüş veya ekspertiz raporu değildir.
            Teklif vermeden önce taşınmazı yerinde görmeniz; tapu kaydını, imar durumunu ve
            kısıtlamaları e-Devlet, Tapu ve Kadastro Genel Müdürlüğü ve ilgili belediyeden teyit
            etmeniz, gerekirse bir uzmandan destek almanız önerilir.
          </p>
          <p>
            Platform, kast ve ağır ihmal hâlleri ile tüketici mevzuatından doğan haklar saklı kalmak
            üzere; kesinti, gecikme, veri kaybı veya üçüncü kişilerin eylemlerinden doğan dolaylı
            zararlardan sorumlu tutulamaz.
          </p>
        </>
      ),
    },
    {
      id: 'ucuncu-taraf-haklari',
      title: 'Üçüncü Taraf Hakları',
      body: (
        <>
          <p>
            İlan görselleri ve açıklamaları üzerindeki haklar ilan sahiplerine aittir. İlan sahibi,
            yüklediği içeriği yayımlamaya yetkili olduğunu ve üçüncü kişilerin haklarını ihlal
            etmediğini taahhüt eder.
          </p>
          <p>
            Platform’daki bir içeriğin hakkınızı ihlal ettiğini düşünüyorsanız, hak sahipliğinizi
            gösteren belgeler ve ihlal eden içeriğin bağlantısıyla{' '}
            <a href={`mailto:${company.email}`}>{company.email}</a> adresine başvurabilirsiniz.
            Başvurular 5651 sayılı Kanun çerçevesinde incelenir; hukuka aykırılığı açık olan içerik
            yayından kaldırılır.
          </p>
          <p>
            Platform’dan bağlantı verilen üçüncü taraf sitelerin (ödeme kuruluşu, sosyal medya,
            resmî kurumlar) içerik ve uygulamalarından bu sitelerin sahipleri sorumludur.
          </p>
        </>
      ),
    },
    {
      id: 'fsek-yaptirimlari',
      title: '5846 Sayılı Kanun Kapsamında Yaptırımlar',
      body: (
        <>
          <p>
            Platform içeriklerinin izinsiz kullanılması hâlinde, 5846 sayılı Fikir ve Sanat Eserleri
            Kanunu uyarınca aşağıdaki hukuki ve cezai yollara başvurulabilir:
          </p>
          <ul>
            <li>tecavüzün ref’i (durdurulması) ve men’i (önlenmesi) davaları (m.66–67);</li>
            <li>
              hak sahibinin izni alınmış olsaydı istenebilecek bedelin üç katına kadar tazminat ve
              diğer maddi ve manevi tazminat talepleri (m.68, m.70);
            </li>
            <li>
              izinsiz çoğaltma, yayma ve umuma iletim gibi fiiller için bir yıldan beş yıla kadar
              hapis veya adli para cezası (m.71).
            </li>
          </ul>
          <p>
            Marka hakkı ihlallerinde 6769 sayılı Sınai Mülkiyet Kanunu hükümleri ayrıca uygulanır.
          </p>
        </>
      ),
    },
    {
      id: 'iletisim',
      title: 'İletişim',
      body: (
        <p>
          Yasal uyarılarla ilgili sorularınız ve izin talepleriniz için {company.name},{' '}
          {company.address} adresine yazabilir,{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a> adresine e-posta gönderebilir veya{' '}
          <Link to={paths.contact}>İletişim</Link> sayfasını kullanabilirsiniz.
        </p>
      ),
    },
  ];
}
