// Forbidden: production code reading another module's testing/ helpers.
import { alphaFixture } from '../alpha/testing/alpha-fixtures.ts';

export const betaFixture = alphaFixture;
