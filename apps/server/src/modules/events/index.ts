/**
 * The events module's face: the live listing event bus (decisions 013, 086, 087) — the log of
 * events, NOTIFY or NATS between instances — the server-sent event stream with its caps.
 */
export { createEventBus, LISTING_EVENTS_CHANNEL, type EventBus } from './event-bus.ts';
export { createNatsEventBus } from './nats-event-bus.ts';
export { notifyListingSql } from './event-log.sql.ts';
export { createEventCatchUpJob, createEventLogPruningJob } from './event-log-pruning.job.ts';
export { createListingEventsService } from './events.service.ts';
export { createStreamSlots, STREAM_CAPS } from './stream-slots.ts';
export { eventsRoutes } from './events.routes.ts';
