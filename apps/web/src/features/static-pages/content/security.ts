import { Activity, Lock, KeyRound, Server, ShieldCheck, type LucideIcon } from 'lucide-react';

type Measure = { id: string; title: string; points: readonly string[]; icon: LucideIcon };

/** What the platform does to protect members; each claim must stay true of production. */
export const SECURITY_MEASURES: readonly Measure[] = [
  {
    id: 'ssl-tls',
    title: 'SSL/TLS ile şifreli bağlantı',
    icon: Lock,
    points: [
      'Tüm sayfalar ve veri alışverişi HTTPS üzerinden, güncel TLS sürümleriyle şifrelenir.',
      'Tarayıcılar HSTS ile yalnızca şifreli bağlantı kurmaya yönlendirilir.',
    ],
  },
  {
    id: 'guvenli-odeme',
    title: 'PCI-DSS uyumlu ödeme',
    icon: ShieldCheck,
    points: [
      'Teminatlar, PCI-DSS uyumlu lisanslı ödeme kuruluşunun sanal POS altyapısıyla alınır.',
      'Her ödeme, kartınızı veren bankanın 3-D Secure doğrulamasıyla onaylanır.',
      'Kart bilgileri yalnızca ödeme anında, şifreli bağlantıyla ödeme kuruluşuna iletilir; hiçbir zaman veritabanımıza veya kayıtlarımıza yazılmaz.',
      'Bir teminat, ancak ödeme kuruluşundan doğrulama alındıktan sonra tamamlanmış sayılır.',
    ],
  },
  {
    id: 'sifreli-veri',
    title: 'Şifrelenmiş ve özetlenmiş veriler',
    icon: KeyRound,
    points: [
      'Şifreler açık metin olarak tutulmaz; OWASP’ın önerdiği argon2id algoritmasıyla geri döndürülemez biçimde özetlenir.',
      'Oturumlar, JavaScript ile okunamayan (httpOnly) ve yalnızca şifreli bağlantıda gönderilen (Secure) çerezlerde taşınır; sunucuda yalnızca oturum anahtarının özeti saklanır.',
      'SMS doğrulama kodları özet olarak saklanır, tek kullanımlıktır ve deneme sayısı sınırlıdır.',
    ],
  },
  {
    id: 'denetimler',
    title: 'Düzenli denetimler',
    icon: Activity,
    points: [
      'Kullanılan yazılım bileşenleri bilinen güvenlik açıklarına karşı düzenli olarak taranır ve güncellenir.',
      'Sistemler periyodik olarak güvenlik testlerinden geçirilir.',
      'Yönetici işlemleri kim, ne zaman, neyi değiştirdi bilgisiyle kayıt altına alınır; hesap işlemlerinde hız sınırı uygulanır.',
    ],
  },
  {
    id: 'veri-merkezi',
    title: 'Veri merkezi önlemleri',
    icon: Server,
    points: [
      'Sunucularımız ISO/IEC 27001 sertifikalı, 7/24 fiziksel erişim kontrolü ve kamera ile izlenen veri merkezlerinde barındırılır.',
      'Yedekli enerji ve ağ altyapısı kullanılır; veritabanı düzenli olarak yedeklenir ve yedekler şifrelenir.',
      'Sunuculara erişim yalnızca yetkili personelle, en az yetki ilkesine göre sınırlandırılır.',
    ],
  },
];

/** Advice for members, shown as a checklist. */
export const SECURITY_TIPS: readonly string[] = [
  'SMS doğrulama kodunuzu hiç kimseyle paylaşmayın. Çalışanlarımız dâhil hiç kimse sizden kod, şifre veya kart bilgisi istemez.',
  'Giriş yapmadan ve ödeme yapmadan önce adres çubuğunda sitemizin adresini ve kilit simgesini kontrol edin; e-posta veya SMS ile gelen bağlantılar yerine adresi kendiniz yazın.',
  'En az 8 karakterli; büyük harf, küçük harf, rakam ve özel karakter içeren, başka hiçbir sitede kullanmadığınız bir şifre seçin. Bir şifre yöneticisi kullanmanızı öneririz.',
  'Ortak veya başkasına ait cihazlarda işiniz bitince mutlaka çıkış yapın ve tarayıcıya şifre kaydetmeyin.',
  'Teminat dışında ödeme isteyen mesajlara itibar etmeyin; satış bedelini tapu devrinden önce hiç kimseye göndermeyin.',
  'İşletim sisteminizi, tarayıcınızı ve uygulamalarınızı güncel tutun.',
];
