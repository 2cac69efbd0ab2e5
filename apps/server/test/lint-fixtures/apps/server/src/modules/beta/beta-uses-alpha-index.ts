// Allowed: another module through its index.
import { alphaCount } from '../alpha/index.ts';

export const betaCount = () => alphaCount();
