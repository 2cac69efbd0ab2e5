// Forbidden: test code (a testing/ helper) reading another module's repository; alpha would lend
// it in its own testing/ instead.
import { alphaRows } from '../../alpha/alpha.repository.ts';

export const rows = alphaRows;
