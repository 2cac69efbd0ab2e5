import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { CodeService, CodeSent } from '../auth/index.ts';
import { recordSaleNotice } from '../notifications/index.ts';
import { runSaleStep, type StepRule } from './sale-step.ts';
import { noticeSale, stepBegins, updateSale } from './sale-transitions.ts';
import { appendSaleEvent, findSale, readSaleSettings } from './sales.repository.ts';
import { requireSaleParty, requireViewer, type SaleAsker } from './sale-access.ts';

type Deps = { db: Db; clock: () => Date; codes: CodeService };

const CONFIRMATION: StepRule = { viewers: ['buyer'], steps: ['buyer_confirmation'] };

/** A wrong, used or expired code, in the sale's words. */
const asSaleCodeError = (error: unknown) =>
  error instanceof AppError && error.code === 'INVALID_CODE'
    ? new AppError('SALE_CODE_INVALID')
    : error;

/**
 * 'Alıcı Onayı' (issue 29): the buyer confirms the purchase with an SMS code sent to their own
 * phone (purpose `sale_confirmation`, the sale's own code budget). The party and the step are
 * checked before a code is sent or tried, so nobody else spends the buyer's codes.
 */
export function createSaleConfirmation({ db, clock, codes }: Deps) {
  async function buyerPhone(saleId: string, asker: SaleAsker): Promise<string> {
    const { sale, party } = await requireSaleParty(db, await findSale(db, saleId), asker);
    requireViewer(party, CONFIRMATION.viewers);
    if (sale.step !== 'buyer_confirmation') {
      throw new AppError(
        sale.step === 'payment_security' || sale.step === 'title_appointment'
          ? 'SALE_STEP_MISMATCH'
          : 'SALE_ENDED',
      );
    }
    const [row] = await db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, sale.buyerId));
    if (!row) throw new AppError('SALE_NOT_FOUND');
    return row.phone;
  }

  return {
    sendCode: async (saleId: string, asker: SaleAsker): Promise<CodeSent> => {
      return codes.send(await buyerPhone(saleId, asker), 'sale_confirmation');
    },

    confirm: async (saleId: string, asker: SaleAsker, code: string): Promise<void> => {
      const phone = await buyerPhone(saleId, asker);
      const codeId = await codes.check(phone, 'sale_confirmation', code).catch((error: unknown) => {
        throw asSaleCodeError(error);
      });
      await runSaleStep(
        { db, clock },
        saleId,
        asker,
        CONFIRMATION,
        async ({ tx, sale, party, now }) => {
          // Used up with the step: of two confirmations at once, the second finds the step moved.
          await codes.consume(tx, codeId).catch((error: unknown) => {
            throw asSaleCodeError(error);
          });
          const settings = await readSaleSettings(tx);
          const next = await updateSale(
            tx,
            sale,
            {
              ...stepBegins('payment_security', settings.paymentSecurityDays, now),
              buyerConfirmedAt: now,
            },
            now,
          );
          await appendSaleEvent(tx, {
            saleId: sale.id,
            kind: 'buyer_confirmed',
            actorId: party.userId,
            actorRole: 'buyer',
            detail: { deadline: next.stepDeadline?.toISOString() ?? null },
            now,
          });
          await recordAudit(tx, {
            actorId: party.userId,
            action: 'sale.buyer_confirmed',
            entityType: 'sale',
            entityId: sale.id,
            before: { step: sale.step },
            after: { step: next.step, stepDeadline: next.stepDeadline },
          });
          await recordSaleNotice(tx, {
            event: 'sale_buyer_confirmed',
            eventKey: sale.id,
            sale: noticeSale(sale),
            to: 'firm',
            actorId: party.userId,
            data: { deadline: next.stepDeadline?.toISOString() ?? null },
            now,
          });
        },
      );
    },
  };
}
