import {
  BadgeCheck,
  BellRing,
  Gavel,
  Landmark,
  Search,
  ShieldCheck,
  Undo2,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

type Step = { title: string; text: string; icon: LucideIcon };
type Reason = { title: string; text: string; icon: LucideIcon };

/** "Nasıl çalışır?" — exactly three steps. */
export const ABOUT_STEPS: readonly Step[] = [
  {
    title: 'İlanı inceleyin',
    text: 'Ada, parsel, yüzölçümü, imar durumu ve görselleri inceleyin; arsayı yerinde görün ve tapu bilgilerini resmî kaynaklardan doğrulayın.',
    icon: Search,
  },
  {
    title: 'Teminat yatırarak başvurun',
    text: 'İlanda belirtilen teminatı kartınızla, 3-D Secure doğrulamasıyla ödeyin. Teminatınız tamamlandığında açık arttırmada teklif verebilir veya pazarlık teklifinizi gönderebilirsiniz.',
    icon: Wallet,
  },
  {
    title: 'Sonuç size bildirilir',
    text: 'İhale bitiş zamanında sunucu tarafından kapatılır ve sonuç size SMS, e-posta ve panel bildirimiyle iletilir. Kazanamazsanız teminatınız iade edilir; kazanırsanız satışın adımları ve son günleri satış sayfanızda yazılıdır.',
    icon: BellRing,
  },
];

/** "Neden biz?" — the reasons to use the platform. */
export const ABOUT_REASONS: readonly Reason[] = [
  {
    title: 'Yetkili ilan sahipleri',
    text: 'İlanlar yalnızca yazılı yetkiye sahip kurumsal firmalar ve resmî yetkili şirketler tarafından yayımlanır.',
    icon: BadgeCheck,
  },
  {
    title: 'Şeffaf açık arttırma',
    text: 'Her teklif anında görünür; süre sunucu saatine göre işler ve ihale bitiş zamanında tarafsız biçimde kapanır.',
    icon: Gavel,
  },
  {
    title: 'Güvenli ödeme',
    text: 'Teminat, lisanslı ödeme kuruluşunun sanal POS altyapısıyla ve 3-D Secure ile alınır; kart bilgileriniz saklanmaz.',
    icon: ShieldCheck,
  },
  {
    title: 'İade güvencesi',
    text: 'Kazanamazsanız teminatınız 7 iş günü içinde kartınıza iade edilir; satış sizden kaynaklanmayan bir nedenle gerçekleşmezse hizmet bedeli de iade edilir.',
    icon: Undo2,
  },
  {
    title: 'Ücretsiz üyelik',
    text: 'Cep telefonunuzla dakikalar içinde ücretsiz üye olun; yalnızca katıldığınız ilan için teminat yatırın.',
    icon: UserRound,
  },
  {
    title: 'Doğrudan tapu devri',
    text: 'Tapu devri, ilan sahibiyle aranızda doğrudan Tapu Müdürlüğü’nde veya noterde yapılır.',
    icon: Landmark,
  },
];
