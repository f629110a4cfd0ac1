import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { useProfilePictureUrl } from '../../session/use-profile-picture';
import { getInitials } from '../../session/use-current-user';

/** Inside the avatar button (which carries the name): the member's picture, else their initials. */
export function AvatarFace({ user }: { user: TCurrentUserResponse | undefined }) {
  const pictureUrl = useProfilePictureUrl();
  if (pictureUrl) {
    return <img src={pictureUrl} alt="" className="size-full rounded-full object-cover" />;
  }
  return <span aria-hidden="true">{getInitials(user)}</span>;
}
