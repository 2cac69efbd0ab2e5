import { defineContract } from '../core/api-route.ts';
import {
  EmailResetRequestSchema,
  EmailResetRequestResponseSchema,
  EmailResetConfirmSchema,
  PasswordChangedResponseSchema,
  PhoneResetVerifySchema,
  PhoneResetVerifyResponseSchema,
  PhoneResetConfirmSchema,
} from './auth.ts';
import {
  requestEmailResetRoute,
  confirmEmailResetRoute,
  verifyPhoneResetRoute,
  confirmPhoneResetRoute,
} from './password-reset.routes.ts';

export const requestEmailReset = defineContract(requestEmailResetRoute, {
  errorCodes: ['RATE_LIMITED'],
  schema: {
    tags: ['auth'],
    summary: 'Mail a reset link (the same answer whether or not an account has the e-mail)',
    body: EmailResetRequestSchema,
    response: { 202: EmailResetRequestResponseSchema },
  },
});

export const confirmEmailReset = defineContract(confirmEmailResetRoute, {
  errorCodes: ['INVALID_RESET_TOKEN', 'SAME_PASSWORD', 'COMMON_PASSWORD'],
  schema: {
    tags: ['auth'],
    summary: "Set a new password with the link's token; ends every session",
    body: EmailResetConfirmSchema,
    response: { 200: PasswordChangedResponseSchema },
  },
});

export const verifyPhoneReset = defineContract(verifyPhoneResetRoute, {
  errorCodes: ['INVALID_CODE'],
  schema: {
    tags: ['auth'],
    summary: 'Check the SMS code; answers a single-use 10-minute reset ticket',
    body: PhoneResetVerifySchema,
    response: { 200: PhoneResetVerifyResponseSchema },
  },
});

export const confirmPhoneReset = defineContract(confirmPhoneResetRoute, {
  errorCodes: ['INVALID_RESET_TICKET', 'SAME_PASSWORD', 'COMMON_PASSWORD'],
  schema: {
    tags: ['auth'],
    summary: 'Set a new password with the ticket; ends every session',
    body: PhoneResetConfirmSchema,
    response: { 200: PasswordChangedResponseSchema },
  },
});
