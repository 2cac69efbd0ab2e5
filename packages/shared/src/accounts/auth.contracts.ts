import { defineContract } from '../core/api-route.ts';
import {
  LoginSchema,
  LogoutSchema,
  SessionResponseSchema,
  ChangePasswordSchema,
  PasswordChangedResponseSchema,
} from './auth.ts';
import { LoginResponseSchema } from './two-factor.ts';
import { loginRoute, logoutRoute, getSessionRoute, changePasswordRoute } from './auth.routes.ts';

export const login = defineContract(loginRoute, {
  errorCodes: ['INVALID_CREDENTIALS', 'ACCOUNT_SUSPENDED', 'RATE_LIMITED'],
  schema: {
    tags: ['auth'],
    summary: 'Sign in with phone and password; sets the session cookie, or answers the SMS step',
    body: LoginSchema,
    response: { 200: LoginResponseSchema },
  },
});

export const logout = defineContract(logoutRoute, {
  schema: {
    tags: ['auth'],
    summary: "Sign out of this browser ('local', default) or of every device ('global')",
    body: LogoutSchema.nullish(),
  },
});

export const getSession = defineContract(getSessionRoute, {
  schema: {
    tags: ['auth'],
    summary: 'Who is signed in (user null for a guest; never 401)',
    response: { 200: SessionResponseSchema },
  },
});

export const changePassword = defineContract(changePasswordRoute, {
  errorCodes: [
    'UNAUTHENTICATED',
    'WRONG_PASSWORD',
    'SAME_PASSWORD',
    'COMMON_PASSWORD',
    'RATE_LIMITED',
  ],
  schema: {
    tags: ['auth'],
    summary: 'Change the password (signed in); ends every other session',
    body: ChangePasswordSchema,
    response: { 200: PasswordChangedResponseSchema },
  },
});
