// Forbidden: a feature importing another feature.
import { alpha } from '../alpha/api/get-alpha';

export const beta = alpha;
