import { defineContract } from '../core/api-route.ts';
import {
  SettingsResponseSchema,
  UpdateSettingsSchema,
  DeletionRequestResponseSchema,
  CreateDeletionRequestSchema,
  DeletionRequestSchema,
} from './settings.ts';
import { z } from 'zod';
import {
  getSettingsRoute,
  updateSettingsRoute,
  getDeletionRequestRoute,
  requestDeletionRoute,
} from './me-settings.routes.ts';

export const getSettings = defineContract(getSettingsRoute, {
  schema: {
    tags: ['me'],
    summary: 'My settings; created with the defaults on first read',
    response: { 200: SettingsResponseSchema },
  },
});

export const updateSettings = defineContract(updateSettingsRoute, {
  schema: {
    tags: ['me'],
    summary: 'Change one or more settings (marketing e-mails follow the marketing consent)',
    body: UpdateSettingsSchema,
    response: { 200: SettingsResponseSchema },
  },
});

export const getDeletionRequest = defineContract(getDeletionRequestRoute, {
  schema: {
    tags: ['me'],
    summary: 'My latest account deletion application and its status (null when none)',
    response: { 200: DeletionRequestResponseSchema },
  },
});

export const requestDeletion = defineContract(requestDeletionRoute, {
  schema: {
    tags: ['me'],
    summary: 'Apply for account deletion (KVKK); 201 new, 200 when one is already open',
    body: CreateDeletionRequestSchema.nullish(),
    response: {
      200: z.object({ request: DeletionRequestSchema }),
      201: z.object({ request: DeletionRequestSchema }),
    },
  },
});
