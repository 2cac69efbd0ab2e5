/** The me module's face: the member's profile, e-mail verification, settings and bid history. */
export { meRoutes } from './me.routes.ts';
export { createBidHistoryService } from './bid-history.service.ts';
export { createProfileService } from './profile.service.ts';
export { createSettingsService } from './settings.service.ts';
