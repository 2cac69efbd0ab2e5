import type { Profile } from '@arsamezat/shared/member/users';
import { CalendarDays } from 'lucide-react';
import { IdentityMark } from '../../../components/identity/identity-mark';
import { useMyIdentity } from '../../../lib/identity/my-identity';
import { formatDate } from '../../../lib/format-date';

const initials = (profile: Profile) =>
  `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toLocaleUpperCase('tr-TR');

/** The member's name and 'Üyelik Tarihi' above the profile tabs (spec 02 §2.6). */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const identity = useMyIdentity();
  return (
    <div className="flex items-center gap-4">
      <span
        aria-hidden
        className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white sm:size-16 sm:text-xl"
      >
        {initials(profile)}
      </span>
      <div className="min-w-0">
        <h1 className="truncate text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {profile.fullName}
        </h1>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-600">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          Üyelik Tarihi: {formatDate(profile.createdAt)}
        </p>
        {identity.data?.identity && (
          <p className="mt-2">
            <IdentityMark />
          </p>
        )}
      </div>
    </div>
  );
}
