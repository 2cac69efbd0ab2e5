/** The contact module's face: the public form and the admin's inbox, with their services. */
export { contactRoutes } from './contact.routes.ts';
export { adminContactRoutes } from './contact-admin.routes.ts';
export { createContactService } from './contact.service.ts';
export { createContactAdminService } from './contact-admin.service.ts';
