// Allowed: a module uses its own repository and SQL.
import { alphaRows } from './alpha.repository.ts';
import { alphaSql } from './alpha.sql.ts';

export const alphaCount = () => alphaRows.length + alphaSql.length;
