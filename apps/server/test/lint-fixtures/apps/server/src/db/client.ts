// Forbidden: the database layer importing a module.
import { alphaCount } from '../modules/alpha/alpha.service.ts';

export const clientCount = alphaCount;
