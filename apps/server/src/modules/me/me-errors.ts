import { PROFILE_MESSAGES as P } from '@arsamezat/shared/users';
import { AppError } from '../../lib/errors.ts';

/** The member area's own answers (profile, e-mail verification, settings). */
export const meErrors = {
  invalidVerificationToken: () =>
    new AppError(400, 'INVALID_VERIFICATION_TOKEN', P.invalidVerificationToken),
  noEmail: () => new AppError(400, 'NO_EMAIL', P.noEmailToVerify),
  alreadyVerified: () => new AppError(409, 'EMAIL_ALREADY_VERIFIED', P.alreadyVerified),
};
