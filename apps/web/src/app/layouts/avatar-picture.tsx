import type { ReactNode } from 'react';
import { useProfilePictureUrl } from '@/session/use-profile-picture';

/** The member's picture from a blob URL; `fallback` (the initials) until it has loaded or if it fails. */
export function AvatarPicture({ fallback }: { fallback: ReactNode }) {
  const pictureUrl = useProfilePictureUrl();
  if (!pictureUrl) return fallback;
  return <img src={pictureUrl} alt="" className="size-full rounded-full object-cover" />;
}
