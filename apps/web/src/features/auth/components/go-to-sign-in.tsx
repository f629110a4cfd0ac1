import { useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import { href } from '@/navigation/paths';
import { buttonVariants } from '@/ui/button';

/** A button-styled link to the sign-in screen; `label` is already in the language on screen. */
export function GoToSignIn({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Link to={href('login')} className={buttonVariants({ className: 'self-start' })}>
      {label ?? t`Go to sign in`}
    </Link>
  );
}
