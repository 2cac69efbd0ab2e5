// Allowed: the app composes features.
import { alphaView } from '../features/alpha/components/alpha-view';

export const shell = alphaView;
