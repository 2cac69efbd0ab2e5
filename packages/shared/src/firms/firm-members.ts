import { z } from 'zod';
import { phoneField, PHONE_MESSAGES } from '../accounts/phone.ts';
import { FIRM_ROLES } from './firm-application.ts';

/** 'Firma Kullanıcıları' (issue 28): the owner adds staff by phone number and removes them. */

export const FIRM_MEMBERS_MAX = 50;

export const FirmMemberSchema = z.object({
  userId: z.guid(),
  fullName: z.string(),
  /** 10 digits starting with 5. */
  phone: z.string(),
  role: z.enum(FIRM_ROLES),
  addedAt: z.iso.datetime({ offset: true }),
  /** Who added them (the owner); null for the owner, who applied. */
  addedByName: z.string().nullable(),
});
export type FirmMember = z.infer<typeof FirmMemberSchema>;

export const FirmMembersSchema = z.object({
  firm: z.object({ title: z.string() }),
  /** The caller's own role: staff see the list read-only. */
  myRole: z.enum(FIRM_ROLES),
  members: z.array(FirmMemberSchema).max(FIRM_MEMBERS_MAX),
});
export type FirmMembers = z.infer<typeof FirmMembersSchema>;

export const AddFirmMemberSchema = z.object({
  phone: phoneField({ required: PHONE_MESSAGES.required, invalid: PHONE_MESSAGES.invalid }),
});
export type AddFirmMemberInput = z.input<typeof AddFirmMemberSchema>;

export const FirmMemberParamsSchema = z.object({
  id: z.guid({ error: 'Geçersiz kullanıcı numarası.' }),
});
