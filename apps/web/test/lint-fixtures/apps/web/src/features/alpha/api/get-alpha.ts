export const alpha = 'alpha';
