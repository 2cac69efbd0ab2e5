// alpha's test face: helpers it lends to other modules' tests.
export const alphaFixture = { id: 'alpha-1' };
