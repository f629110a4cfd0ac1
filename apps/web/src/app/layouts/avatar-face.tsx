import { lazy, Suspense } from 'react';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { getInitials } from '@/session/use-current-user';

// The picture's fetching code loads only for members who have one: the shell (and Login) stay as light as before.
const AvatarPicture = lazy(() => import('./avatar-picture').then((module) => ({ default: module.AvatarPicture })));

/** Inside the avatar button (which carries the name): the member's picture, else their initials. */
export function AvatarFace({ user }: { user: TCurrentUserResponse | undefined }) {
  const initials = <span aria-hidden="true">{getInitials(user)}</span>;
  if (!user?.member?.profile_picture_name) return initials;
  return (
    <Suspense fallback={initials}>
      <AvatarPicture fallback={initials} />
    </Suspense>
  );
}
