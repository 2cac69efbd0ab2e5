// Forbidden in tests too: their shared helpers live in src/testing.
import { alpha } from '../alpha/api/get-alpha';

export const betaTest = alpha;
