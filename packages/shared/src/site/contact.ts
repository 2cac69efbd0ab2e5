import { z } from 'zod';
import { text } from '../core/text.ts';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

const required = (max: number, label: string, multiline = false) =>
  text({ error: `${label} alanı zorunludur.`, multiline })
    .min(1, `${label} alanı zorunludur.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`);

export const ContactMessageSchema = z.object({
  name: required(CONTACT_LIMITS.name, 'Ad Soyad'),
  email: required(CONTACT_LIMITS.email, 'E-posta').pipe(
    z.email({ error: 'Geçerli bir e-posta adresi giriniz' }),
  ),
  subject: required(CONTACT_LIMITS.subject, 'Konu'),
  message: required(CONTACT_LIMITS.message, 'Mesaj', true),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageResponseSchema = z.object({ id: z.string() });

export const CONTACT_SUCCESS =
  'Mesajınız başarıyla gönderildi. En kısa sürede size dönüş yapacağız.';
export const CONTACT_FAILURE = 'Bir hata oluştu. Lütfen daha sonra tekrar deneyin.';
