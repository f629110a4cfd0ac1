import { Link } from 'react-router';
import { href } from '../../../navigation/paths';
import { buttonVariants } from '../../../ui/button';

export function GoToSignIn({ label = 'Go to sign in' }: { label?: string }) {
  return (
    <Link to={href('login')} className={buttonVariants({ className: 'self-start' })}>
      {label}
    </Link>
  );
}
