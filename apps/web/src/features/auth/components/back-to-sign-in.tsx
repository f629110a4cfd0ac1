import { Trans } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import { href } from '@/navigation/paths';

export function BackToSignIn() {
  return (
    <Link
      to={href('login')}
      className="self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">← </span>
      <Trans>Back to sign in</Trans>
    </Link>
  );
}
