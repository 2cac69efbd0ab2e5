import { defineContract } from '../core/api-route.ts';
import {
  ProfileResponseSchema,
  UpdateProfileSchema,
  UpdateProfileResponseSchema,
  EmailVerificationSentSchema,
  ConfirmEmailSchema,
  ConfirmEmailResponseSchema,
  BidHistoryQuerySchema,
  BidHistoryResponseSchema,
} from './users.ts';
import {
  getProfileRoute,
  updateProfileRoute,
  resendVerificationRoute,
  confirmEmailRoute,
  getBidHistoryRoute,
} from './me.routes.ts';

export const getProfile = defineContract(getProfileRoute, {
  schema: {
    tags: ['me'],
    summary: 'My profile, with whether my e-mail is verified',
    response: { 200: ProfileResponseSchema },
  },
});

export const updateProfile = defineContract(updateProfileRoute, {
  schema: {
    tags: ['me'],
    summary: 'Update my profile; a new e-mail is stored unverified and its link mailed',
    body: UpdateProfileSchema,
    response: { 200: UpdateProfileResponseSchema },
  },
  errorCodes: ['IDENTITY_NAME_LOCKED'],
});

export const resendVerification = defineContract(resendVerificationRoute, {
  schema: {
    tags: ['me'],
    summary: 'Mail the verification link again (one a minute)',
    response: { 202: EmailVerificationSentSchema },
  },
});

export const confirmEmail = defineContract(confirmEmailRoute, {
  schema: {
    tags: ['me'],
    summary: "Confirm an e-mail address with its link's token (no session needed)",
    body: ConfirmEmailSchema,
    response: { 200: ConfirmEmailResponseSchema },
  },
});

export const getBidHistory = defineContract(getBidHistoryRoute, {
  schema: {
    tags: ['me'],
    summary: 'My bids, newest first, with the auction (title, phase)',
    querystring: BidHistoryQuerySchema,
    response: { 200: BidHistoryResponseSchema },
  },
});
