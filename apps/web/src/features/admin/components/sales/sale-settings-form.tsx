import {
  RUNNER_UP_HOLD_BUSINESS_DAYS,
  SALE_SETTINGS_DEFAULTS,
  SaleSettingsSchema,
  type SaleSettings,
} from '@arsamezat/shared/sales/sale';
import { Save } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FormField, inputClassName } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useSaveSaleSettings } from '../../api/admin-sales';

type Key = keyof SaleSettings;
type Texts = Record<Key, string>;

const D = SALE_SETTINGS_DEFAULTS;

/** Each number's label (the words of the schema's messages), unit and help with its default. */
const FIELDS: Record<Key, { label: string; unit: string; hint: string }> = {
  buyerConfirmationHours: {
    label: 'Alıcı onayı süresi (saat)',
    unit: 'saat',
    hint: `Kazanan alıcının satın almayı SMS koduyla onaylaması için. Varsayılan: ${D.buyerConfirmationHours} saat.`,
  },
  paymentSecurityDays: {
    label: 'Ödeme güvencesi süresi (gün)',
    unit: 'gün',
    hint: `Onaydan sonra GÖS, emanet veya havale referansının girilip onaylanması için. Varsayılan: ${D.paymentSecurityDays} gün.`,
  },
  titleAppointmentDays: {
    label: 'Tapu randevusu süresi (gün)',
    unit: 'gün',
    hint: `Ödeme güvencesinden sonra tapu randevusu ve devrin kaydı için. Varsayılan: ${D.titleAppointmentDays} gün.`,
  },
  runnerUpAnswerHours: {
    label: 'Yedek alıcının yanıt süresi (saat)',
    unit: 'saat',
    hint: `Satış önerilen yedek alıcının SMS koduyla kabul etmesi için. Teminatı yine de ihale bitiminden en çok ${RUNNER_UP_HOLD_BUSINESS_DAYS} iş günü tutulur. Varsayılan: ${D.runnerUpAnswerHours} saat.`,
  },
  strikeLimit: {
    label: 'Uyarı sınırı',
    unit: 'uyarı',
    hint: `Bu kadar uyarısı olan üye yeni teminat yatıramaz. Varsayılan: ${D.strikeLimit}.`,
  },
  strikeWindowMonths: {
    label: 'Uyarı süresi (ay)',
    unit: 'ay',
    hint: `Uyarılar bu süre içinde sayılır. Varsayılan: ${D.strikeWindowMonths} ay.`,
  },
};

const GROUPS: { title: string; note?: string; keys: Key[] }[] = [
  {
    title: 'Adımların süreleri',
    note: 'Yeni süreler bundan sonra başlayan adımlara uygulanır; süren bir adımın son tarihi değişmez.',
    keys: ['buyerConfirmationHours', 'paymentSecurityDays', 'titleAppointmentDays'],
  },
  { title: 'Yedek Alıcı', keys: ['runnerUpAnswerHours'] },
  {
    title: 'Temerrüt uyarıları',
    note: `Teminat ekranlarındaki ve şartlardaki metin varsayılan kuralı (${D.strikeWindowMonths / 12} yıl içinde ${D.strikeLimit} uyarı) yazar; bu kuralı değiştirmeden önce şartların da güncellenmesi gerekir.`,
    keys: ['strikeLimit', 'strikeWindowMonths'],
  },
];

const toTexts = (settings: SaleSettings): Texts =>
  Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])) as Texts;

/** A whole number typed in the box, or NaN, which the schema answers with its own message. */
const toNumber = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The operator's six numbers of the sale (issue 29), checked with the shared schema before they
 * leave, each message beside its field; the server checks them again and answers the saved ones.
 */
export function SaleSettingsForm({ settings }: { settings: SaleSettings }) {
  const save = useSaveSaleSettings();
  const [texts, setTexts] = useState<Texts>(() => toTexts(settings));
  const [errors, setErrors] = useState<Partial<Texts>>({});

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const input = Object.fromEntries(
      Object.entries(texts).map(([k, v]) => [k, toNumber(v)]),
    ) as SaleSettings;
    const checked = SaleSettingsSchema.safeParse(input);
    if (!checked.success) {
      const found: Partial<Texts> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Key] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(checked.data);
      setTexts(toTexts(saved));
      toast.success('Satış süreleri kaydedildi.');
    } catch (error) {
      toast.error('Satış süreleri kaydedilemedi.', {
        description: error instanceof ApiError ? error.message : undefined,
        duration: 8000,
      });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {GROUPS.map((group) => (
        <Card key={group.title} className="p-5">
          <fieldset>
            <legend className="text-base font-semibold text-ink-900">{group.title}</legend>
            {group.note && <p className="mt-1 text-sm text-ink-500">{group.note}</p>}
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {group.keys.map((key) => (
                <FormField
                  key={key}
                  label={FIELDS[key].label}
                  hint={FIELDS[key].hint}
                  error={errors[key]}
                >
                  {(control) => (
                    <div className="flex items-center gap-2">
                      <input
                        {...control}
                        inputMode="numeric"
                        maxLength={6}
                        className={`${inputClassName} max-w-32 tabular-nums`}
                        value={texts[key]}
                        onChange={(e) => setTexts((t) => ({ ...t, [key]: e.target.value }))}
                      />
                      <span className="text-sm text-ink-600">{FIELDS[key].unit}</span>
                    </div>
                  )}
                </FormField>
              ))}
            </div>
          </fieldset>
        </Card>
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden />
          {save.isPending ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
      </div>
    </form>
  );
}
