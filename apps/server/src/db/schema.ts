// The whole schema in one object for Drizzle's client; tables live in ./schema/*.ts by domain.
export * from './schema/enums.ts';
export * from './schema/users.ts';
export * from './schema/listings.ts';
export * from './schema/trading.ts';
export * from './schema/messages.ts';
export * from './schema/rate-limits.ts';
export * from './schema/member.ts';
export * from './schema/watchlist.ts';
export * from './schema/documents.ts';
export * from './schema/notifications.ts';
export * from './schema/marketing.ts';
export * from './schema/identity.ts';
export * from './schema/firms.ts';
export * from './schema/listing-packages.ts';
