// Forbidden: another module's service file, past its index.
import { alphaCount } from '../alpha/alpha.service.ts';

export const betaTotal = () => alphaCount();
