import { defineContract } from '../core/api-route.ts';
import {
  AdminMessagesQuerySchema,
  AdminMessagesPageSchema,
  ContactMessageIdParamsSchema,
  MarkMessageSchema,
  AdminContactMessageSchema,
} from './admin-inbox.ts';
import { listContactMessagesRoute, markContactMessageRoute } from './admin-contact.routes.ts';

export const listContactMessages = defineContract(listContactMessagesRoute, {
  schema: {
    tags: ['admin'],
    summary: 'Contact messages, newest first, 20 per page (status=unread: only the unread)',
    querystring: AdminMessagesQuerySchema,
    response: { 200: AdminMessagesPageSchema },
  },
});

export const markContactMessage = defineContract(markContactMessageRoute, {
  errorCodes: ['NOT_FOUND'],
  schema: {
    tags: ['admin'],
    summary: 'Mark a contact message read or unread',
    params: ContactMessageIdParamsSchema,
    body: MarkMessageSchema,
    response: { 200: AdminContactMessageSchema },
  },
});
