// Allowed: test code (a testing/ helper) reads another module's index and its testing/ helpers.
import { alphaCount } from '../../alpha/index.ts';
import { alphaFixture } from '../../alpha/testing/alpha-fixtures.ts';

export const checked = [alphaCount, alphaFixture];
