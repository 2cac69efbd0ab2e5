import { ContactMessageResponseSchema, type ContactMessage } from '@arsamezat/shared/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type SentContactMessage = { id: string };

/** POST /api/contact — stores a message for the support team; answers 201 `{ id }`. */
export async function sendContactMessage(input: ContactMessage): Promise<SentContactMessage> {
  const data = await apiRequest<unknown>('/api/contact', { method: 'POST', body: input });
  return ContactMessageResponseSchema.parse(data);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
