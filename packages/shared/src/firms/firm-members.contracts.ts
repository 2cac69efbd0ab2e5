import { defineContract } from '../core/api-route.ts';
import { AddFirmMemberSchema, FirmMemberParamsSchema, FirmMembersSchema } from './firm-members.ts';
import {
  addFirmMemberRoute,
  listFirmMembersRoute,
  removeFirmMemberRoute,
} from './firm-members.routes.ts';

const tags = ['firms'];

export const listFirmMembers = defineContract(listFirmMembersRoute, {
  errorCodes: ['FIRM_REQUIRED'],
  schema: {
    tags,
    summary: "The caller's firm's owner and staff (any member of the firm may read it)",
    response: { 200: FirmMembersSchema },
  },
});

export const addFirmMember = defineContract(addFirmMemberRoute, {
  errorCodes: ['FIRM_REQUIRED', 'FIRM_OWNER_ONLY', 'FIRM_MEMBER_UNKNOWN', 'FIRM_MEMBER_TAKEN'],
  schema: {
    tags,
    summary: 'The owner adds a member as staff by phone number (an existing member in no firm)',
    body: AddFirmMemberSchema,
    response: { 200: FirmMembersSchema },
  },
});

export const removeFirmMember = defineContract(removeFirmMemberRoute, {
  errorCodes: ['FIRM_REQUIRED', 'FIRM_OWNER_ONLY', 'FIRM_MEMBER_NOT_FOUND', 'FIRM_OWNER_REMOVAL'],
  schema: {
    tags,
    summary: 'The owner removes a staff member from the firm',
    params: FirmMemberParamsSchema,
    response: { 200: FirmMembersSchema },
  },
});
