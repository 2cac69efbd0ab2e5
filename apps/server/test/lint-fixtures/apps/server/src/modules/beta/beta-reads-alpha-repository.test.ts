// Forbidden: a test reading another module's repository (lend it in alpha's testing/ instead).
import { alphaRows } from '../alpha/alpha.repository.ts';

export const rows = alphaRows;
