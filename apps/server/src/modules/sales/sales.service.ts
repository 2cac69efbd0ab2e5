import type { SaleListQuerySchema, SalesPage, SaleView } from '@arsamezat/shared/sales/sale';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { CodeService } from '../auth/index.ts';
import type { DocumentUpload } from '../documents/index.ts';
import { requireFirmMember } from '../firms/index.ts';
import { requireSaleParty, type SaleAsker } from './sale-access.ts';
import { createSaleAppointment, type SaleAppointmentInput } from './sale-appointment.ts';
import { createSaleCancellation, type SaleCancelInput } from './sale-cancel.ts';
import { createSaleCompletion } from './sale-completion.ts';
import { createSaleConfirmation } from './sale-confirmation.ts';
import { listSales } from './sale-lists.ts';
import { createSalePayment, type SalePaymentInput } from './sale-payment.ts';
import { createSaleSettingsService } from './sale-settings.ts';
import { readSaleContext } from './sale-view.repository.ts';
import { toSaleView } from './sale.mapper.ts';
import { findSale } from './sales.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  /** The auth module's SMS codes ('Alıcı Onayı'). */
  codes: CodeService;
  /** The private document storage (the title deed, the office's receipt). */
  storage: Storage;
  log: FastifyBaseLogger;
};

type ListQuery = z.infer<typeof SaleListQuerySchema>;

/**
 * A sale's steps and pages (issue 29, decision 073): the lists per side, one sale as its party
 * sees it, and each step — every one a transaction under the sale's lock that answers the sale
 * as it now stands.
 */
export function createSalesService(deps: Deps) {
  const { db, clock } = deps;
  const confirmation = createSaleConfirmation(deps);
  const payment = createSalePayment(deps);
  const appointment = createSaleAppointment(deps);
  const completion = createSaleCompletion(deps);
  const cancellation = createSaleCancellation(deps);

  async function view(saleId: string, asker: SaleAsker): Promise<SaleView> {
    const { sale, party } = await requireSaleParty(db, await findSale(db, saleId), asker);
    return toSaleView(sale, await readSaleContext(db, sale), party.viewer, clock());
  }

  /** Runs a step, then answers the sale as the caller now sees it. */
  const stepThenView =
    <A extends unknown[]>(step: (saleId: string, asker: SaleAsker, ...args: A) => Promise<void>) =>
    async (saleId: string, asker: SaleAsker, ...args: A): Promise<SaleView> => {
      await step(saleId, asker, ...args);
      return view(saleId, asker);
    };

  return {
    listMine: (userId: string, query: Pick<ListQuery, 'page'>): Promise<SalesPage> =>
      listSales(db, { kind: 'member', userId }, query.page, clock()),
    async listFirm(userId: string, query: Pick<ListQuery, 'page'>): Promise<SalesPage> {
      const membership = await requireFirmMember(db, userId);
      return listSales(db, { kind: 'firm', firmId: membership.firmId }, query.page, clock());
    },
    listAdmin: (query: ListQuery): Promise<SalesPage> =>
      listSales(db, { kind: 'operator', filter: query.filter }, query.page, clock()),
    get: view,
    sendConfirmationCode: (saleId: string, asker: SaleAsker) =>
      confirmation.sendCode(saleId, asker),
    confirm: stepThenView((saleId, asker, code: string) =>
      confirmation.confirm(saleId, asker, code),
    ),
    enterPayment: stepThenView((saleId, asker, input: SalePaymentInput) =>
      payment.enter(saleId, asker, input),
    ),
    confirmPayment: stepThenView((saleId, asker) => payment.confirm(saleId, asker)),
    setAppointment: stepThenView((saleId, asker, input: SaleAppointmentInput) =>
      appointment.set(saleId, asker, input),
    ),
    complete: stepThenView((saleId, asker, readUpload: () => Promise<DocumentUpload>) =>
      completion.complete(saleId, asker, readUpload),
    ),
    cancel: stepThenView((saleId, asker, input: SaleCancelInput) =>
      cancellation.cancel(saleId, asker, input),
    ),
    settings: createSaleSettingsService(deps),
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
