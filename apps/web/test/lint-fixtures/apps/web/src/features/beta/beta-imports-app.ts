// Forbidden: a feature importing the app shell.
import { shell } from '../../app/shell';

export const betaShell = shell;
