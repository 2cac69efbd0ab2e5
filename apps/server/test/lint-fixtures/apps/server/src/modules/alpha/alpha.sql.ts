export const alphaSql = 'select 1';
