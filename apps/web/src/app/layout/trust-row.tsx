import { BadgeCheck, Banknote, LockKeyhole, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Container } from '../../components/ui/container';

type TrustItem = { icon: LucideIcon; title: string; text: string };

// Each line restates a commitment from the spec's legal and FAQ texts (spec 02 §1).
const items: readonly TrustItem[] = [
  {
    icon: ShieldCheck,
    title: 'Güvenli ödeme: 3D Secure',
    text: 'Lisanslı sanal POS; kart bilgileriniz saklanmaz.',
  },
  {
    icon: Banknote,
    title: 'Teminat iadesi 7 iş günü',
    text: 'İhaleyi kazanamazsanız teminatınız iade edilir.',
  },
  {
    icon: BadgeCheck,
    title: 'Yalnızca yetkili firmalar',
    text: 'İlanları yazılı yetkisi olan kurumsal firmalar verir.',
  },
  {
    icon: LockKeyhole,
    title: 'KVKK uyumlu',
    text: 'Kişisel verileriniz 6698 sayılı Kanun’a göre işlenir.',
  },
];

/** A calm strip of the platform's guarantees, shown above the footer on every public page. */
export function TrustRow() {
  return (
    <section aria-label="Güvenceler" className="border-t border-ink-100 bg-surface">
      <Container>
        <ul className="grid gap-x-8 gap-y-5 py-8 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <p className="text-sm font-semibold text-ink-900">{title}</p>
                <p className="mt-0.5 text-sm text-ink-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
