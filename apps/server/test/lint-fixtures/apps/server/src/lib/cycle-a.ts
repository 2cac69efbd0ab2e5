// Forbidden: an import cycle (cycle-a → cycle-b → cycle-a).
import { b } from './cycle-b.ts';

export const a = () => b;
