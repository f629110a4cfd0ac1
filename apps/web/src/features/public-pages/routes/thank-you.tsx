import { Link } from 'react-router';
import { href } from '../../../app/paths';
import { hasStoredToken } from '../../../session/storage';
import { buttonVariants } from '../../../ui/button';
import { TenantDocument } from '../components/tenant-document';

export function ThankYou() {
  const isSignedIn = hasStoredToken();
  return (
    <TenantDocument kind="thank-you" fallbackTitle="Thank you" emptyText="Thank you for taking part in your programme.">
      <Link to={isSignedIn ? href('home') : href('login')} className={buttonVariants({ className: 'self-start' })}>
        {isSignedIn ? 'Go to your dashboard' : 'Continue to sign in'}
      </Link>
    </TenantDocument>
  );
}
