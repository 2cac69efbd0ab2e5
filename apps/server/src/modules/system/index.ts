/** The system module's face: health, readiness and the site's public configuration. */
export { systemRoutes } from './system.routes.ts';
export { siteConfigOf } from './site-config.ts';
