import { z } from 'zod';

/**
 * Strikes ('uyarı', issue 29, decision 073): a buyer's own default on a sale ('Temerrüt') puts
 * one on their account; `strikeLimit` of them within `strikeWindowMonths` (the operator's sale
 * settings) and the member cannot start a new deposit payment until the oldest counting one
 * leaves the window (`until`).
 */
export const StrikeStatusSchema = z.object({
  /** Strikes within the window. */
  count: z.number().int().min(0),
  /** At or over the limit: no new deposit payments. */
  blocked: z.boolean(),
  /** When the block lifts (ISO); null while not blocked. */
  until: z.iso.datetime().nullable(),
});
export type StrikeStatus = z.infer<typeof StrikeStatusSchema>;

/** One strike as the operator sees it on the member's page ('Uyarılar'). */
export const AdminStrikeSchema = z.object({
  id: z.uuid(),
  saleId: z.uuid().nullable(),
  saleNumber: z.string().nullable(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
  /** Whether it still counts towards the limit (inside the window). */
  counting: z.boolean(),
});
export type AdminStrike = z.infer<typeof AdminStrikeSchema>;

/** The member's strikes for the operator: the status and the latest strikes, newest first. */
export const AdminStrikesSchema = z.object({
  status: StrikeStatusSchema,
  items: z.array(AdminStrikeSchema).max(50),
});
export type AdminStrikes = z.infer<typeof AdminStrikesSchema>;

/** The member's line when blocked ('Teminat yatıramazsınız'): the limit and when it lifts. */
export function strikeBlockText(until: string | null, formatDate: (iso: string) => string) {
  const lift = until
    ? ` ${formatDate(until)} tarihinden sonra yeniden teminat yatırabilirsiniz.`
    : '';
  return `Tamamlamadığınız satışlar nedeniyle hesabınız uyarı sınırına ulaştı; yeni teminat yatıramazsınız.${lift}`;
}
