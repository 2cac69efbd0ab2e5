// Forbidden: another module's repository.
import { alphaRows } from '../alpha/alpha.repository.ts';

export const betaRows = alphaRows;
