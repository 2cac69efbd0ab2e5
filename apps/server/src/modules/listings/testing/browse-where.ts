// The saved-search rule's parity test (db/rules/) compares it with the browse filter itself, so
// the browse filter is lent to tests here; production code reads listings through the service.
export { browseWhere } from '../browse.repository.ts';
