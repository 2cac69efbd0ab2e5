import { sendContactMessageRoute } from '@arsamezat/shared/site/contact.routes';
import { ContactMessageResponseSchema, type ContactMessage } from '@arsamezat/shared/site/contact';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

export type SentContactMessage = { id: string };

/** POST /api/contact — stores a message for the support team; answers 201 `{ id }`. */
export async function sendContactMessage(input: ContactMessage): Promise<SentContactMessage> {
  const data = await callApi(sendContactMessageRoute, { body: input });
  return ContactMessageResponseSchema.parse(data);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
