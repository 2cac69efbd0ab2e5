import type { ContentContext, DocumentSection } from '../types';

/**
 * Articles 8–12: deposit and service fee, the sale's steps, default and the runner-up (8.8–8.11,
 * decisions 073–075), auction and pazarlık rules, withdrawal, refunds.
 */
export function saleArticles({ company }: ContentContext): DocumentSection[] {
  return [
    {
      id: 'teminat-ve-hizmet-bedeli',
      title: 'Teminat ve Hizmet Bedeli',
      body: (
        <>
          <p>
            <strong>8.1.</strong> Açık Arttırma veya Pazarlık usulüyle satılan her ilana katılmak
            isteyen Üye, önce ilanda belirtilen tutarda teminat yatırır. Teminatı tamamlanmamış Üye
            teklif veremez; teminat ödemesi ilgili ilan için geçerlidir, başka bir ilana
            aktarılamaz.
          </p>
          <p>
            <strong>8.2.</strong> Teminat, lisanslı ödeme kuruluşunun sanal POS altyapısı üzerinden,
            kartı veren bankanın 3-D Secure doğrulamasıyla tahsil edilir. Ödemenin tamamlandığı,
            ancak ödeme kuruluşundan alınan doğrulamadan sonra Platform’a kaydedilir. Kart bilgileri
            Hizmet Sağlayıcı tarafından görülmez ve saklanmaz.
          </p>
          <p>
            <strong>8.3.</strong> İhaleyi kazanamayan Üye’nin teminatı, ihalenin sona ermesinden
            itibaren en geç 7 (yedi) iş günü içinde, ödemenin yapıldığı karta kesintisiz iade
            edilir. İkinci en yüksek teklifi veren Üye’nin (Yedek Alıcı) teminatı da bu süreyi
            aşmamak üzere 8.11. maddeye göre bekletilir.
          </p>
          <p>
            <strong>8.4.</strong> İhaleyi kazanan Üye’nin teminatı iade edilmez; hizmet bedeli
            olarak tahsil edilir ve satış bedelinden mahsup edilir. Başka bir deyişle kazanan Üye,
            tapu devrinde İlan Sahibi’ne satış bedelinin teminat tutarı düşüldükten sonra kalan
            kısmını öder ve toplam ödemesi ihalede oluşan satış bedelini aşmaz. Satış, 8.8.
            maddedeki adımlarla tamamlanır; kazanan Üye’nin kendi temerrüdü hâlinde hizmet bedeli
            8.9. maddeye göre iade edilmez.
          </p>
          <p>
            <strong>8.5.</strong> Pazarlık usulünde taraflar anlaşamazsa (teklifin reddedilmesi veya
            ilanın teklif kabul edilmeden sona ermesi) teminat 7 (yedi) iş günü içinde iade edilir;
            satış gerçekleşirse teminat hizmet bedeli olarak tahsil edilir. Teklifi kabul edilen
            Üye’nin satışı da 8.8. maddedeki adımlarla tamamlanır; o ilanda bekleyen en yüksek
            teklifin sahibi 8.11. maddeye göre Yedek Alıcı olur.
          </p>
          <p>
            <strong>8.6.</strong> Satışın Üye’den kaynaklanmayan bir sebeple gerçekleşmemesi hâlinde
            (paydaşın önalım hakkını kullanması, 5403 sayılı Toprak Koruma ve Arazi Kullanımı
            Kanunu’nun tarım arazilerinin satışına ilişkin hükümleri nedeniyle satışın yapılamaması,
            İlan Sahibi’nin satıştan vazgeçmesi, tapu kaydında devre engel bir kısıtlama çıkması,
            ilanın geri çekilmesi veya ihalenin iptali gibi) teminat, hizmet bedeli olarak tahsil
            edilmiş olsa da, satışın iptalinden itibaren 7 (yedi) iş günü içinde ödemenin yapıldığı
            karta kesintisiz iade edilir. Bu hâlde Üye’nin hesabına uyarı kaydedilmez. Üye’nin kendi
            temerrüdü bu madde kapsamında değildir; 8.9. madde uygulanır.
          </p>
          <p>
            <strong>8.7.</strong> Teminat bir teklifi güvence altına almadığı sürece — Açık
            Arttırmada en yüksek teklif Üye’de değilse ve Pazarlıkta Üye’nin bekleyen bir teklifi
            yoksa — Üye, ilan sona ermeden önce her zaman, süre sınırı olmaksızın ve daha önce
            teklif vermiş olsa da, Platform’daki “Teminat İadesi İste” işlemiyle teminatın iadesini
            isteyebilir (erken iade). Talep, teminat tutarı gösterilerek Üye’ye onaylatılır;
            Platform talebi kaydettiği anda teminat iade sürecine alınır ve en geç 7 (yedi) iş günü
            içinde ödemenin yapıldığı karta kesintisiz iade edilir. Erken iade edilen teminatla o
            ilana teklif verilemez; Üye yeniden teklif vermek için yeniden teminat yatırır.
          </p>
          <p>
            <strong>8.8.</strong> İhalenin kazanılması veya teklifin kabul edilmesiyle Platform’da
            bir satış kaydı açılır; satışın her adımı, adımı kimin ve ne zaman tamamladığı Üye’ye,
            İlan Sahibi’ne ve Hizmet Sağlayıcı’ya gösterilir. Adımlar ve süreleri şunlardır: (a)
            Alıcı Onayı: Üye satın almayı, kayıtlı cep telefonuna gönderilen SMS koduyla 48 (kırk
            sekiz) saat içinde onaylar; (b) Ödeme Güvencesi: Üye, satış bedelinin Güvenli Ödeme
            Sistemi (GÖS) veya emanet (escrow) hesabıyla güvenceye alındığını ya da banka
            havalesiyle gönderildiğini gösteren referans numarasını, Alıcı Onayı’ndan itibaren 7
            (yedi) gün içinde Platform’a girer ve İlan Sahibi veya Hizmet Sağlayıcı bunu doğrular;
            (c) Tapu Randevusu: İlan Sahibi veya Hizmet Sağlayıcı Tapu Müdürlüğü randevusunu
            Platform’a girer ve devir, ödemenin güvenceye alınmasından itibaren 30 (otuz) gün içinde
            bu randevuda yapılır; (d) Tamamlandı: İlan Sahibi veya Hizmet Sağlayıcı devri, yeni tapu
            senedini veya Tapu Müdürlüğü alındısını ekleyerek kaydeder. Hizmet Sağlayıcı bu süreleri
            değiştirebilir; her adıma, o adımın başladığı anda yürürlükte olan süre uygulanır ve
            adımın son günü satış sayfasında gösterilir.
          </p>
          <p>
            <strong>8.9.</strong> Satın alan Üye; Alıcı Onayı’nı, Ödeme Güvencesi’ni veya Tapu
            Randevusu’ndaki devri 8.8. maddedeki süre içinde yerine getirmezse ya da satıştan
            vazgeçerse, Hizmet Sağlayıcı sürenin dolmasından sonra, gerekçesini belirterek temerrüt
            (Temerrüt) kararı verebilir. Temerrüt hâlinde: teminat hizmet bedeli olarak tahsil
            edilmiş sayılır ve iade edilmez; Üye’nin hesabına bir uyarı kaydedilir; satış sona erer
            ve süre geçtikten sonra yapılan ödeme veya onay satışı yeniden başlatmaz. Üye, temerrüt
            kararını ve gerekçesini satış sayfasında görür ve SMS, e-posta ve Platform içi
            bildirimle haberdar edilir. Temerrütten sonra satış Yedek Alıcı’ya önerilebilir veya
            Pazarlık ilanı yeniden yayına alınabilir; bu durumlarda da tahsil edilen hizmet bedeli
            iade edilmez.
          </p>
          <p>
            <strong>8.10.</strong> Son 24 (yirmi dört) ay içinde 3 (üç) uyarısı bulunan Üye, yeni
            bir ilan için teminat yatıramaz; mevcut teminatları ve devam eden satışları bundan
            etkilenmez. Üye, teminat yatırmak istediğinde bunun nedenini görür. Uyarı sayısı ve
            süresi Hizmet Sağlayıcı tarafından değiştirilebilir; Üye aleyhine değişiklik 19.
            maddedeki bildirimle yürürlüğe girer.
          </p>
          <p>
            <strong>8.11.</strong> Açık Arttırmada ikinci en yüksek teklifi veren Üye’nin,
            Pazarlıkta ise kabul edilen tekliften sonra bekleyen en yüksek teklifin sahibinin (Yedek
            Alıcı) teminatı, ihale sona erdiğinde veya teklif kabul edildiğinde iade edilmez; satın
            alan Üye’nin Ödeme Güvencesi doğrulanana kadar, ancak en fazla ihalenin sona ermesinden
            veya teklifin kabulünden itibaren 5 (beş) iş günü boyunca bekletilir. Yedek Alıcı’ya bu
            durum ve bekletmenin en son tarihi ihale sona erdiğinde bildirilir. Bu süre içinde satın
            alan Üye temerrüde düşerse Hizmet Sağlayıcı satışı Yedek Alıcı’ya, verdiği en yüksek
            teklif tutarından (otomatik teklif için belirlediği üst sınırdan değil) önerebilir.
            Yedek Alıcı öneriyi 48 (kırk sekiz) saat içinde, kayıtlı cep telefonuna gönderilen SMS
            koduyla kabul edebilir veya reddedebilir; bu süre 5 (beş) iş günlük bekletme süresini
            aşmaz. Kabul ederse teminatı hizmet bedeli olarak tahsil edilir ve satış 8.8. maddedeki
            adımlarla devam eder. Öneri yapılmaz, reddedilir veya süresinde yanıtlanmazsa Yedek
            Alıcı’nın teminatı kesintisiz iade edilir; iade 8.3. maddedeki süreyi aşmaz.
          </p>
        </>
      ),
    },
    {
      id: 'acik-arttirma-kurallari',
      title: 'Açık Arttırma (İhale) Kuralları',
      body: (
        <>
          <p>
            <strong>9.1.</strong> Teklifler yalnızca ilanda belirtilen başlangıç ve bitiş zamanları
            arasında verilebilir. Zamanın belirlenmesinde yalnızca Platform sunucusunun saati esas
            alınır; Üye’nin cihazında görünen saat ve geri sayım bilgilendirme amaçlıdır.
          </p>
          <p>
            <strong>9.2.</strong> İlk teklif en az başlangıç fiyatı kadar, sonraki her teklif ise o
            ana kadarki en yüksek teklif ile ilanda belirtilen minimum artış tutarının toplamı kadar
            olmalıdır. Üye’nin yazdığı tutar, teklif tutarı olarak kabul edilir.
          </p>
          <p>
            <strong>9.3.</strong> Sunucuya ulaşan ve kabul edilen teklif bağlayıcıdır; geri alınamaz
            ve değiştirilemez. Aynı tutarda iki teklif gelirse sunucuya önce ulaşan geçerli sayılır.
          </p>
          <p>
            <strong>9.4.</strong> İhale, bitiş zamanında sunucu tarafından kendiliğinden kapatılır.
            Bitiş anında en yüksek geçerli teklifi vermiş olan Üye ihaleyi kazanır; sonuç kazanan
            Üye’ye SMS, e-posta veya Platform içi bildirimle iletilir.
          </p>
          <p>
            <strong>9.5.</strong> Son dakika tekliflerinin diğer katılımcılara karşılık verme imkânı
            tanımaması için, ilanda belirtilmesi kaydıyla, bitişe yakın verilen bir teklif ihalenin
            bitiş zamanını belirli bir süre uzatabilir (uzatma kuralı). Uzatılmış bitiş zamanı ilan
            sayfasında gösterilir.
          </p>
          <p>
            <strong>9.6.</strong> Kazanan Üye’nin bilgileri, tapu devrinin yapılabilmesi için İlan
            Sahibi ile paylaşılır. Tapu devri, alıcı ile İlan Sahibi arasında doğrudan Tapu
            Müdürlüğü’nde veya noterde, 8.8. maddedeki adımlar ve süreler içinde gerçekleştirilir.
          </p>
        </>
      ),
    },
    {
      id: 'pazarlik-kurallari',
      title: 'Pazarlık Kuralları',
      body: (
        <>
          <p>
            <strong>10.1.</strong> Pazarlık usulündeki ilana, teminatını tamamlamış Üye tek bir
            fiyat teklifi gönderebilir. Bekleyen veya kabul edilmiş bir teklifi bulunan Üye yeni
            teklif gönderemez; teklifi reddedilen Üye yeniden teklif verebilir.
          </p>
          <p>
            <strong>10.2.</strong> İlan Sahibi, gelen teklifleri kabul edip etmemekte serbesttir.
            Kabul veya ret kararı Üye’ye bildirilir.
          </p>
          <p>
            <strong>10.3.</strong> Teklifin kabulü hâlinde taraflar tapu devri için doğrudan
            görüşür; satış, 8.8. maddedeki adımlar ve süreler içinde Tapu Müdürlüğü’nde veya noterde
            tamamlanır. Teminat, 8.5., 8.6. ve 8.9. maddelerdeki esaslara göre işlem görür.
          </p>
        </>
      ),
    },
    {
      id: 'cayma-hakki',
      title: 'Cayma Hakkı',
      body: (
        <>
          <p>
            <strong>11.1.</strong> Üye, teminatı ödediği tarihten itibaren 14 (on dört) gün içinde,
            ilgili ilana henüz hiçbir teklif vermemiş olmak kaydıyla, herhangi bir gerekçe
            göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayabilir.
          </p>
          <p>
            <strong>11.2.</strong> Cayma bildirimi; Platform’daki “Teminat İadesi İste” işlemiyle,{' '}
            {company.email} adresine e-posta ile, Platform üzerindeki iletişim formu ile veya{' '}
            {company.address} adresine yazılı olarak, süre dolmadan yapılır. E-posta, form veya
            yazılı bildirimde ilan adı ve ödeme tarihi belirtilmelidir.
          </p>
          <p>
            <strong>11.3.</strong> Teklif verilmesiyle hizmetin ifasına Üye’nin onayıyla başlanmış
            olur; Mesafeli Sözleşmeler Yönetmeliği’nin 15. maddesi uyarınca bu andan itibaren cayma
            hakkı kullanılamaz. Bu, teminat artık bir teklifi güvence altına almıyorsa 8.7.
            maddedeki erken iade hakkını etkilemez.
          </p>
          <p>
            <strong>11.4.</strong> Cayma hâlinde teminat, bildirimin Hizmet Sağlayıcı’ya
            ulaşmasından itibaren en geç 7 (yedi) iş günü içinde ödemenin yapıldığı karta iade
            edilir.
          </p>
        </>
      ),
    },
    {
      id: 'iadeler',
      title: 'İadeler',
      body: (
        <>
          <p>
            <strong>12.1.</strong> İadeler, ödemenin yapıldığı karta ve aynı ödeme kuruluşu
            aracılığıyla yapılır. İadenin kart hesabına yansıma süresi kartı veren bankaya göre
            değişebilir.
          </p>
          <p>
            <strong>12.2.</strong> Teknik bir aksaklık nedeniyle (ör. mükerrer tahsilat, tahsil
            edildiği hâlde teminatın Platform’a kaydedilmemesi) iade talep eden Üye’nin başvurusu,
            başvurunun alınmasından itibaren 7 (yedi) iş günü içinde incelenir; talep haklı
            bulunursa bedel aynı sürede iade edilir, haklı bulunmazsa gerekçesi Üye’ye bildirilir.
          </p>
          <p>
            <strong>12.3.</strong> İade taleplerinde kimlik ve ödeme bilgilerinin doğrulanması için
            ödeme tarihi, tutarı ve ilan bilgisinin bildirilmesi yeterlidir; kart numarası, son
            kullanma tarihi veya güvenlik kodu hiçbir koşulda istenmez.
          </p>
          <p>
            <strong>12.4.</strong> Hizmet bedeli olarak tahsil edilmiş bir teminatın 8.6. madde
            uyarınca iadesinde, bu bedel için düzenlenmiş fatura mevzuatın izin verdiği biçimde
            iptal edilir veya iade faturası düzenlenir. Temerrüt hâlinde (8.9.) tahsil edilen hizmet
            bedeli iade edilmez.
          </p>
        </>
      ),
    },
  ];
}
