// Allowed: code outside the modules through a module's index.
import { alphaCount } from '../modules/alpha/index.ts';

export const counting = () => alphaCount();
