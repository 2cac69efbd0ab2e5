/**
 * The events module's face: the live listing event bus (LISTEN/NOTIFY, decision 013), the channel
 * the bid statements notify on, the server-sent event stream with its per-client caps.
 */
export { createEventBus, LISTING_EVENTS_CHANNEL, type EventBus } from './event-bus.ts';
export { createListingEventsService } from './events.service.ts';
export { createStreamSlots } from './stream-slots.ts';
export { eventsRoutes } from './events.routes.ts';
