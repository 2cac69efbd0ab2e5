import { defineContract } from '../core/api-route.ts';
import { ContactMessageSchema, ContactMessageResponseSchema } from './contact.ts';
import { sendContactMessageRoute } from './contact.routes.ts';

export const sendContactMessage = defineContract(sendContactMessageRoute, {
  schema: {
    tags: ['contact'],
    summary: 'Send a message through the contact form',
    body: ContactMessageSchema,
    response: { 201: ContactMessageResponseSchema },
  },
});
