// Forbidden: another module's SQL.
import { alphaSql } from '../alpha/alpha.sql.ts';

export const betaSql = alphaSql;
