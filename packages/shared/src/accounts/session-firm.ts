/*
 * The seller firm's standing and roles as the session names them (issue 28), without zod: the
 * session answer is read on every page before its scripts run (decision 063), so its reader may
 * not pull zod into the first chunk.
 */
export const SESSION_FIRM_STATUSES = [
  'pending',
  'needs_documents',
  'approved',
  'rejected',
  'suspended',
] as const;
export const SESSION_FIRM_ROLES = ['owner', 'staff'] as const;
