export const alphaRows = ['row'];
