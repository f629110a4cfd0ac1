import { Trans } from '@lingui/react/macro';
import { Button } from '@/ui/button';

/**
 * The native shell's "Sign in with a passkey": the brand's website in the in-app browser, where the
 * member's passkey works, hands the sign-in back to the app (session/app-handoff-app.ts, loaded on the press).
 */
export function PasskeyOnWebsite() {
  const openWebsite = () => void import('@/session/app-handoff-app').then((handoff) => handoff.openWebsiteSignIn());
  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="secondary" aria-describedby="passkey-on-website" onClick={openWebsite}>
        <Trans>Sign in with a passkey</Trans>
      </Button>
      <p id="passkey-on-website" className="text-sm text-muted-foreground">
        <Trans>Opens the website to use your passkey, then brings you back to the app.</Trans>
      </p>
    </div>
  );
}
