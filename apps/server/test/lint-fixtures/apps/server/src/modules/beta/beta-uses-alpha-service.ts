// Allowed: another module's service.
import { alphaCount } from '../alpha/alpha.service.ts';

export const betaCount = () => alphaCount();
