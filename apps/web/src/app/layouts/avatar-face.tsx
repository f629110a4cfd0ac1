import { lazy, Suspense } from 'react';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { getInitials } from '@/session/use-current-user';

// The picture's fetching code loads only for members who have one: the shell (and Login) stay as light as before.
const AvatarPicture = lazy(() => import('./avatar-picture').then((module) => ({ default: module.AvatarPicture })));

/** Inside the avatar button (which carries the name): the member's picture, else their initials. */
export function AvatarFace({ user }: { user: TCurrentUserResponse | undefined }) {
  // The initials stand in for a picture: drawn by CSS, not text in the button, so the button's name
  // ("Account menu") is all a voice-control user needs to say (WCAG 2.5.3, label in name).
  const initials = (
    <span aria-hidden="true" data-initials={getInitials(user)} className="before:content-[attr(data-initials)]" />
  );
  if (!user?.member?.profile_picture_name) return initials;
  return (
    <Suspense fallback={initials}>
      <AvatarPicture fallback={initials} />
    </Suspense>
  );
}
