import { Trans } from '@lingui/react/macro';
import { isNativePlatform } from '@/platform/platform';
import { Button } from '@/ui/button';

/**
 * Whether this browser can use passkeys here. Not in the native shell: its pages are not on the brand's
 * host, the relying party (docs/decisions/passkeys.md); it uses them on the website.
 */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !isNativePlatform();
}

/**
 * "Sign in with a passkey" as the login page first shows it: the button alone, its behaviour
 * (`PasskeySignIn`) loaded once the page is idle, or at once when pressed before.
 */
export function PasskeyButton({ onPress }: { onPress?: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <Button type="button" variant="secondary" onClick={onPress}>
        <Trans>Sign in with a passkey</Trans>
      </Button>
    </div>
  );
}
