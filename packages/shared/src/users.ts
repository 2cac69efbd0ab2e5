import { z } from 'zod';
import { EmailFieldSchema } from './auth.ts';

/**
 * PATCH /api/me/profile. For now only the e-mail used for password recovery (unique across
 * accounts, compared case-insensitively, stored lower-case); the /profile screen adds the rest.
 */
export const UpdateProfileSchema = z.object({ email: EmailFieldSchema });
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;
