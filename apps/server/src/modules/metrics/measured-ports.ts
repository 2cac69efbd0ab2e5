import type { EventBus } from '../events/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailProvider } from '../../providers/mail/mail.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import type { AppMetrics } from './app-metrics.ts';

/*
 * The counters are kept at the ports and services the composition root already hands around
 * (services.ts wraps them once), so the modules that decide a bid, send an SMS or settle a
 * payment stay as they are: whatever passes through the port is counted, whoever called it.
 */

/** Bids and maximums: accepted, or refused by the catalogue's code (a bounded set). */
export function measuredBidPlacement<Args extends unknown[], R>(
  placeBid: (...args: Args) => Promise<R>,
  metrics: AppMetrics,
): (...args: Args) => Promise<R> {
  return async (...args) => {
    try {
      const placed = await placeBid(...args);
      metrics.bids.inc({ outcome: 'accepted', reason: '' });
      // The bid statement NOTIFYs its own 'bid' event (decision 047): counted as published here.
      metrics.eventsPublished.inc({ type: 'bid' });
      return placed;
    } catch (error) {
      const reason = error instanceof AppError ? error.code : 'ERROR';
      metrics.bids.inc({ outcome: 'refused', reason });
      throw error;
    }
  };
}

/** Events sent through `publish`, and each hand-off to a subscriber (a stream) of this instance. */
export function measuredEventBus(bus: EventBus, metrics: AppMetrics): EventBus {
  return {
    ...bus,
    async publish(event, executor) {
      await bus.publish(event, executor);
      metrics.eventsPublished.inc({ type: event.type });
    },
    subscribe(listingId, listener) {
      return bus.subscribe(listingId, (event, id) => {
        listener(event, id);
        metrics.eventsDelivered.inc({ type: event.type });
      });
    },
    refusedEvents: () => bus.refusedEvents(),
    close: () => bus.close(),
  };
}

async function counted<T>(
  metrics: AppMetrics,
  channel: 'sms' | 'email',
  send: () => Promise<T>,
): Promise<T> {
  try {
    const receipt = await send();
    metrics.messages.inc({ channel, outcome: 'sent' });
    return receipt;
  } catch (error) {
    metrics.messages.inc({ channel, outcome: 'failed' });
    throw error;
  }
}

export function measuredSms(sms: SmsSender, metrics: AppMetrics): SmsSender {
  return {
    name: sms.name,
    send: (to, text, options) => counted(metrics, 'sms', () => sms.send(to, text, options)),
  };
}

export function measuredMail(mail: MailProvider, metrics: AppMetrics): MailProvider {
  return {
    name: mail.name,
    send: (message) => counted(metrics, 'email', () => mail.send(message)),
  };
}

/** Each answer of the payment provider by step; an error thrown (unreachable) is `error`. */
export function measuredPayments(provider: PaymentProvider, metrics: AppMetrics): PaymentProvider {
  async function step<T>(name: string, call: () => Promise<T>, outcome: (answer: T) => string) {
    try {
      const answer = await call();
      metrics.payments.inc({ step: name, outcome: outcome(answer) });
      return answer;
    } catch (error) {
      metrics.payments.inc({ step: name, outcome: 'error' });
      throw error;
    }
  }
  return {
    name: provider.name,
    start: (input) =>
      step(
        'start',
        () => provider.start(input),
        () => 'started',
      ),
    verify: (input) =>
      step(
        'verify',
        () => provider.verify(input),
        (answer) => answer.outcome,
      ),
    status: (input) =>
      step(
        'status',
        () => provider.status(input),
        (answer) => answer.outcome,
      ),
    refund: (input) =>
      step(
        'refund',
        () => provider.refund(input),
        (answer) => answer.outcome,
      ),
  };
}
