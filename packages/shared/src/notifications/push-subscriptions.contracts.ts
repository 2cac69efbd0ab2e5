import { defineContract } from '../core/api-route.ts';
import {
  AddPushSubscriptionSchema,
  PushDeviceIdParamsSchema,
  PushDeviceResponseSchema,
  PushDevicesResponseSchema,
} from './push-subscriptions.ts';
import {
  addPushSubscriptionRoute,
  listPushDevicesRoute,
  removePushDeviceRoute,
} from './push-subscriptions.routes.ts';

const tags = ['me'];

export const listPushDevices = defineContract(listPushDevicesRoute, {
  errorCodes: ['UNAUTHENTICATED'],
  schema: {
    tags,
    summary: 'My devices with push turned on, and the VAPID public key to subscribe with',
    response: { 200: PushDevicesResponseSchema },
  },
});

export const addPushSubscription = defineContract(addPushSubscriptionRoute, {
  errorCodes: ['UNAUTHENTICATED', 'PUSH_DEVICE_LIMIT', 'PUSH_SUBSCRIPTION_INVALID'],
  schema: {
    tags,
    summary: 'Turn push on for this browser: its PushSubscription (a known endpoint moves to me)',
    body: AddPushSubscriptionSchema,
    response: { 201: PushDeviceResponseSchema },
  },
});

export const removePushDevice = defineContract(removePushDeviceRoute, {
  errorCodes: ['UNAUTHENTICATED', 'PUSH_DEVICE_NOT_FOUND'],
  schema: {
    tags,
    summary: 'Turn push off for one of my devices',
    params: PushDeviceIdParamsSchema,
  },
});
