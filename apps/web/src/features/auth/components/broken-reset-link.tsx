import { Trans } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import { href } from '@/navigation/paths';
import { buttonVariants } from '@/ui/button';
import { Notice } from '@/ui/notice';

/** A reset link that is malformed, expired or used: why, and the way to a new one. */
export function BrokenResetLink() {
  return (
    <div className="flex flex-col gap-4">
      <div role="alert">
        <Notice variant="destructive">
          <p className="font-semibold">
            <Trans>This reset link has expired or has already been used.</Trans>
          </p>
          <p>
            <Trans>Reset links work once, for 1 hour. Ask for a new one and use the newest email.</Trans>
          </p>
        </Notice>
      </div>
      <Link to={href('forgotPassword')} className={buttonVariants({ className: 'self-start' })}>
        <Trans>Ask for a new link</Trans>
      </Link>
    </div>
  );
}
