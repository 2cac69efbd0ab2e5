import { z } from 'zod';
import { SESSION_FIRM_ROLES, SESSION_FIRM_STATUSES } from './session-firm.ts';

/*
 * GET /api/auth/session on its own, apart from the rest of the auth contract: every page asks it
 * first, and its schema loads without the sign-up and password rules (issue 14). auth.ts
 * re-exports it.
 */

export const UserRoleSchema = z.enum(['admin', 'user']);
export type UserRole = z.infer<typeof UserRoleSchema>;

/**
 * The seller firm the member acts for (issue 28), on the session and sign-in answers: the member
 * menu shows 'Firma Paneli' or 'Kurumsal Başvuru' by it; null when the member belongs to no firm.
 * Optional because other answers that carry the account (the profile's) do not say it.
 */
export { SESSION_FIRM_ROLES, SESSION_FIRM_STATUSES };
export const SessionFirmSchema = z.object({
  slug: z.string(),
  title: z.string(),
  status: z.enum(SESSION_FIRM_STATUSES),
  role: z.enum(SESSION_FIRM_ROLES),
});
export type SessionFirm = z.infer<typeof SessionFirmSchema>;

/** Who is signed in: what every screen may know about the current account. */
export const SessionUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  /** 10 digits starting with 5, without +90. */
  phone: z.string(),
  email: z.string().nullable(),
  role: UserRoleSchema,
  marketingConsent: z.boolean(),
  createdAt: z.iso.datetime(),
  firm: SessionFirmSchema.nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** GET /api/auth/session: never 401, `user` is null for a guest. */
export const SessionResponseSchema = z.object({ user: SessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
