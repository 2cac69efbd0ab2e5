import type { SendCodeResponse } from '@arsamezat/shared/accounts/auth';
import type { SaleDefaultActionResult } from '@arsamezat/shared/sales/sale-default';
import type { SaleDefaultReason } from '@arsamezat/shared/sales/sale';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  acceptRunnerUpOffer,
  declineRunnerUpOffer,
  offerToRunnerUp,
  runnerUpPhone,
} from './runner-up-offer.ts';
import type { SaleAsker } from './sale-access.ts';
import { declareDefault } from './sale-default.ts';
import { relistSaleListing } from './sale-default-relist.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  /** The SMS code service (auth's `codes`): the runner-up's acceptance code. */
  codes: {
    send(phone: string, purpose: 'runner_up_acceptance'): Promise<SendCodeResponse>;
    check(phone: string, purpose: 'runner_up_acceptance', code: string): Promise<string>;
    consume(tx: Tx, codeId: string): Promise<void>;
  };
};

/** A wrong, used or expired code is the sale's own 400, not the sign-in's. */
async function saleCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_CODE') {
      throw new AppError('SALE_CODE_INVALID');
    }
    throw error;
  }
}

/**
 * When the buyer walks away (issue 29): the operator's default, the runner-up's offer and
 * answer, the listing back on the market. Each change is one transaction on the locked sale.
 */
export function createSaleDefaultService({ db, clock, codes }: Deps) {
  const result = (saleId: string, message: string): SaleDefaultActionResult => ({
    saleId,
    message,
  });

  return {
    async declareDefault(
      asker: SaleAsker,
      saleId: string,
      input: { reason: SaleDefaultReason; note?: string | undefined },
    ) {
      const now = clock();
      const sale = await db.transaction((tx) => declareDefault(tx, asker, saleId, input, now));
      return result(
        sale.id,
        'Temerrüt kaydedildi: teminat hizmet bedeli olarak tutuldu, alıcının hesabına uyarı eklendi.',
      );
    },

    async offerToRunnerUp(asker: SaleAsker, saleId: string) {
      const now = clock();
      const sale = await db.transaction((tx) => offerToRunnerUp(tx, asker, saleId, now));
      return result(sale.id, 'Satış yedek alıcıya önerildi; yedek alıcıya bildirim gönderildi.');
    },

    async sendRunnerUpCode(asker: SaleAsker, saleId: string): Promise<SendCodeResponse> {
      const phone = await runnerUpPhone(db, asker, saleId, clock());
      return codes.send(phone, 'runner_up_acceptance');
    },

    async acceptRunnerUpOffer(asker: SaleAsker, saleId: string, code: string) {
      // The sale and the answer window are checked before the code, so a closed offer does not
      // spend a try of the code.
      const phone = await runnerUpPhone(db, asker, saleId, clock());
      const codeId = await saleCode(() => codes.check(phone, 'runner_up_acceptance', code));
      const next = await db.transaction((tx) =>
        acceptRunnerUpOffer(tx, asker, saleId, clock(), (inner: Tx) =>
          saleCode(() => codes.consume(inner, codeId)),
        ),
      );
      return result(next.id, `Satışı kabul ettiniz. Yeni satış numaranız ${next.number}.`);
    },

    async declineRunnerUpOffer(asker: SaleAsker, saleId: string) {
      const now = clock();
      const sale = await db.transaction((tx) => declineRunnerUpOffer(tx, asker, saleId, now));
      return result(sale.id, 'Teklifi reddettiniz; teminatınız iadeye alındı.');
    },

    async relist(asker: SaleAsker, saleId: string, endsAt: string) {
      const now = clock();
      const sale = await db.transaction((tx) => relistSaleListing(tx, asker, saleId, endsAt, now));
      return result(sale.id, 'İlan yeniden yayına alındı; yeni teklifler alabilir.');
    },
  };
}

export type SaleDefaultService = ReturnType<typeof createSaleDefaultService>;
