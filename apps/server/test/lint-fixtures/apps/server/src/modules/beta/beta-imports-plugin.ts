// Forbidden: a module importing HTTP plumbing from plugins/.
import { pageShell } from '../../plugins/page-shell.ts';

export const betaShell = pageShell;
