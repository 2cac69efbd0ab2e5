// Other modules' tests check what their actions wrote to the audit log; the query is audit's, so
// it is lent to them here (a module's testing/ is the face its tests may read) rather than
// published to production code, which writes the log and never reads it back.
export { selectAuditEntries } from '../audit.repository.ts';
