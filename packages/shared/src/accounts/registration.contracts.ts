import { defineContract } from '../core/api-route.ts';
import {
  PhoneAvailabilitySchema,
  PhoneAvailabilityResponseSchema,
  SendCodeSchema,
  SendCodeResponseSchema,
  RegisterSchema,
  UserResponseSchema,
} from './auth.ts';
import {
  checkPhoneAvailabilityRoute,
  sendRegistrationCodeRoute,
  registerRoute,
} from './registration.routes.ts';

export const checkPhoneAvailability = defineContract(checkPhoneAvailabilityRoute, {
  schema: {
    tags: ['auth'],
    summary: 'Whether a phone number is still free to register',
    body: PhoneAvailabilitySchema,
    response: { 200: PhoneAvailabilityResponseSchema },
  },
});

export const sendRegistrationCode = defineContract(sendRegistrationCodeRoute, {
  errorCodes: ['PHONE_TAKEN', 'RATE_LIMITED', 'SMS_SEND_FAILED'],
  schema: {
    tags: ['auth'],
    summary: 'Send a one-time SMS code (signup or password_reset)',
    body: SendCodeSchema,
    response: { 200: SendCodeResponseSchema },
  },
});

export const register = defineContract(registerRoute, {
  errorCodes: ['PHONE_TAKEN', 'INVALID_CODE', 'COMMON_PASSWORD'],
  schema: {
    tags: ['auth'],
    summary: 'Register with the SMS code; signs the new member in',
    body: RegisterSchema,
    response: { 201: UserResponseSchema },
  },
});
