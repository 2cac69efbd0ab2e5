import type { SaleAppointmentInputSchema } from '@arsamezat/shared/sales/sale';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { recordSaleNotice } from '../notifications/index.ts';
import type { SaleAsker } from './sale-access.ts';
import { actorRoleOf, runSaleStep, type StepRule } from './sale-step.ts';
import { noticeSale, updateSale } from './sale-transitions.ts';
import { appendSaleEvent } from './sales.repository.ts';

type Deps = { db: Db; clock: () => Date };
export type SaleAppointmentInput = z.infer<typeof SaleAppointmentInputSchema>;

const APPOINTMENT: StepRule = { viewers: ['firm', 'operator'], steps: ['title_appointment'] };

/**
 * 'Tapu Randevusu' (issue 29): the firm or the operator enters the title-deed office and the
 * appointment's date and time, in the future; it may be changed until the transfer is recorded.
 * The step and its deadline stay (the deadline is for the transfer); the buyer is told.
 */
export function createSaleAppointment(deps: Deps) {
  return {
    set(saleId: string, asker: SaleAsker, input: SaleAppointmentInput): Promise<void> {
      return runSaleStep(deps, saleId, asker, APPOINTMENT, async ({ tx, sale, party, now }) => {
        const at = new Date(input.at);
        if (at <= now) throw new AppError('SALE_APPOINTMENT_IN_PAST');
        const changed = sale.appointmentAt !== null;
        await updateSale(tx, sale, { appointmentAt: at, appointmentOffice: input.office }, now);
        await appendSaleEvent(tx, {
          saleId: sale.id,
          kind: 'appointment_set',
          actorId: party.userId,
          actorRole: actorRoleOf(party),
          detail: { at: at.toISOString(), office: input.office, changed },
          now,
        });
        await recordAudit(tx, {
          actorId: party.userId,
          action: 'sale.appointment_set',
          entityType: 'sale',
          entityId: sale.id,
          before: changed ? { at: sale.appointmentAt, office: sale.appointmentOffice } : null,
          after: { at, office: input.office },
        });
        await recordSaleNotice(tx, {
          event: 'sale_appointment_set',
          eventKey: `${sale.id}:${now.getTime()}`,
          sale: noticeSale(sale),
          to: 'buyer',
          actorId: party.userId,
          data: { appointmentAt: at.toISOString(), office: input.office },
          now,
        });
      });
    },
  };
}
