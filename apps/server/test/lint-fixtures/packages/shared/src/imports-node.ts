// Forbidden: Node APIs in the shared package (it runs in the browser too).
import { readFileSync } from 'node:fs';

export const read = readFileSync;
