/**
 * The firm-activity module's face: a seller firm following its own listing live ('İlan Takibi')
 * and deciding its offers by the operator's rules (issue 28, decision 072).
 */
export { createFirmActivityService, type FirmActivityService } from './firm-activity.service.ts';
export { firmActivityRoutes } from './firm-activity.routes.ts';
