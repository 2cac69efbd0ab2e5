import type { SalePaymentInputSchema } from '@arsamezat/shared/sales/sale';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { recordSaleNotice } from '../notifications/index.ts';
import { releaseRunnerUpHold } from './runner-up-release.ts';
import type { SaleAsker } from './sale-access.ts';
import { actorRoleOf, runSaleStep, type StepRule } from './sale-step.ts';
import { noticeSale, stepBegins, updateSale } from './sale-transitions.ts';
import { appendSaleEvent, readSaleSettings } from './sales.repository.ts';

type Deps = { db: Db; clock: () => Date };
export type SalePaymentInput = z.infer<typeof SalePaymentInputSchema>;

const ENTRY: StepRule = { viewers: ['buyer'], steps: ['payment_security'] };
const CONFIRMATION: StepRule = { viewers: ['firm', 'operator'], steps: ['payment_security'] };

/**
 * 'Ödeme Güvencesi' (issue 29): the buyer enters the GÖS, escrow or bank transfer reference (and
 * may correct it until it is confirmed); the firm or the operator confirms it. The confirmation
 * starts 'Tapu Randevusu' and is the moment the runner-up is no longer needed: their deposit is
 * released in the same transaction.
 */
export function createSalePayment(deps: Deps) {
  return {
    enter(saleId: string, asker: SaleAsker, input: SalePaymentInput): Promise<void> {
      return runSaleStep(deps, saleId, asker, ENTRY, async ({ tx, sale, party, now }) => {
        const corrected = sale.paymentEnteredAt !== null;
        await updateSale(
          tx,
          sale,
          {
            paymentMethod: input.method,
            paymentReference: input.reference,
            paymentEnteredAt: now,
            paymentEnteredBy: party.userId,
          },
          now,
        );
        await appendSaleEvent(tx, {
          saleId: sale.id,
          kind: 'payment_entered',
          actorId: party.userId,
          actorRole: 'buyer',
          detail: { method: input.method, reference: input.reference, corrected },
          now,
        });
        await recordAudit(tx, {
          actorId: party.userId,
          action: 'sale.payment_entered',
          entityType: 'sale',
          entityId: sale.id,
          before: corrected
            ? { method: sale.paymentMethod, reference: sale.paymentReference }
            : null,
          after: { method: input.method, reference: input.reference },
        });
        await recordSaleNotice(tx, {
          event: 'sale_payment_entered',
          eventKey: `${sale.id}:${now.getTime()}`,
          sale: noticeSale(sale),
          to: 'firm',
          actorId: party.userId,
          now,
        });
      });
    },

    confirm(saleId: string, asker: SaleAsker): Promise<void> {
      return runSaleStep(deps, saleId, asker, CONFIRMATION, async ({ tx, sale, party, now }) => {
        if (sale.paymentEnteredAt === null) throw new AppError('SALE_PAYMENT_NOT_ENTERED');
        const settings = await readSaleSettings(tx);
        const next = await updateSale(
          tx,
          sale,
          {
            ...stepBegins('title_appointment', settings.titleAppointmentDays, now),
            paymentConfirmedAt: now,
            paymentConfirmedBy: party.userId,
          },
          now,
        );
        await appendSaleEvent(tx, {
          saleId: sale.id,
          kind: 'payment_confirmed',
          actorId: party.userId,
          actorRole: actorRoleOf(party),
          detail: { deadline: next.stepDeadline?.toISOString() ?? null },
          now,
        });
        await recordAudit(tx, {
          actorId: party.userId,
          action: 'sale.payment_confirmed',
          entityType: 'sale',
          entityId: sale.id,
          before: { step: sale.step },
          after: {
            step: next.step,
            stepDeadline: next.stepDeadline,
            method: sale.paymentMethod,
            reference: sale.paymentReference,
          },
        });
        await releaseRunnerUpHold(tx, next, now, 'payment_secured');
        await recordSaleNotice(tx, {
          event: 'sale_payment_confirmed',
          eventKey: sale.id,
          sale: noticeSale(sale),
          to: 'buyer',
          actorId: party.userId,
          data: { deadline: next.stepDeadline?.toISOString() ?? null },
          now,
        });
      });
    },
  };
}
