export const alphaHelper = () => 'help';
