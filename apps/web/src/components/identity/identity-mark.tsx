import { IDENTITY_MESSAGES } from '@arsamezat/shared/member/identity';
import { BadgeCheck } from 'lucide-react';

/** 'Kimliği doğrulanmış': the mark a member's verified identity earns (issue 27). */
export function IdentityMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <BadgeCheck aria-hidden className="size-4" />
      {IDENTITY_MESSAGES.verifiedMark}
    </span>
  );
}
