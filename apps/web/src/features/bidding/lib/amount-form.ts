import { liraToKurus } from '@arsamezat/shared/core/money';
import { z } from 'zod';

/** A bid or offer form's values: whole lira as typed, null while the box is empty. */
export type AmountFormValues = { amount: number | null };

/**
 * The form schema of a bid or an offer: the typed lira must be above zero (the contracts leave
 * that check to the form, with their own text) and become the contract's kuruş amount, so
 * what the form hands over is the request body (`PlaceBidInput`, `PlaceOfferInput`).
 */
export function amountFormSchema(contractAmount: z.ZodType<number, number>, message: string) {
  return z.object({
    amount: z
      .number({ error: message })
      .nullable()
      .refine((lira) => lira !== null && lira > 0, message)
      .transform((lira) => liraToKurus(lira ?? 0))
      .pipe(contractAmount),
  });
}
