/** The users module's face: the administrator account ensured at start (`startup/prepare.ts`). */
export { ensureAdmin, type AdminReport } from './admin-bootstrap.ts';
