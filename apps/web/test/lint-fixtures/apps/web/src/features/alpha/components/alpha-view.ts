// Allowed: a feature uses its own files and lib/.
import { helper } from '../../../lib/helper';
import { alpha } from '../api/get-alpha';

export const alphaView = `${helper}:${alpha}`;
