// Forbidden: lib/ sits below the features.
import { alpha } from '../features/alpha/api/get-alpha';

export const fromLib = alpha;
