import { Trans } from '@lingui/react/macro';
import { getCurrentBrand } from '@/brands/current-brand';
import { Notice } from '@/ui/notice';

/**
 * On the web: the scan runs in the mobile app (it needs the phone's front camera). No store addresses are
 * configured for a brand, so the way to the app is said in words rather than with links that could lead
 * nowhere.
 */
export function GetTheApp() {
  const brandTitle = getCurrentBrand().title;
  return (
    <Notice data-testid="get-the-app">
      <p className="font-semibold">
        <Trans>The scan runs in the {brandTitle} mobile app</Trans>
      </p>
      <p>
        <Trans>It needs your phone’s front camera, so it can’t run in a web browser.</Trans>
      </p>
      <p>
        <Trans>
          To get the app, search for “{brandTitle}” in the App Store on an iPhone or on Google Play on an Android phone.
          Sign in with the same email address, and open the Attentive health scan. Your results show here too.
        </Trans>
      </p>
    </Notice>
  );
}
