// Forbidden: any other file of another module, not just its repository or SQL.
import { alphaHelper } from '../alpha/alpha-helper.ts';

export const betaHelp = alphaHelper;
