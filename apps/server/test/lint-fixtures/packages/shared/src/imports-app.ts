// Forbidden: the shared package importing from an app.
import { alphaCount } from '../../../apps/server/src/modules/alpha/alpha.service.ts';

export const sharedCount = alphaCount;
