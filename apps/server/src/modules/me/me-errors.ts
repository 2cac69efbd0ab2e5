import { AppError } from '../../lib/errors.ts';

/** The member area's own answers (profile, e-mail verification, settings). */
export const meErrors = {
  invalidVerificationToken: () => new AppError('INVALID_VERIFICATION_TOKEN'),
  noEmail: () => new AppError('NO_EMAIL'),
  alreadyVerified: () => new AppError('EMAIL_ALREADY_VERIFIED'),
};
