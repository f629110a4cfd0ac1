import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReactNode } from 'react';
import { useNavigate } from '@/navigation/router/hooks';
import type { TPartnerSignOnResponse, TSignOnPartner } from '@portal/contracts/partner-sign-on';
import { track } from '@/analytics/track';
import { getErrorMessage, getErrorStatus } from '@/api/error-message';
import { href } from '@/navigation/paths';
import { isNativePlatform } from '@/platform/platform';
import { signOut } from '@/session/sign-out';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { usePartnerSignOn } from '../api/get-partner-sign-on';
import { encodeHandoff } from '../utils/handoff-link';

/** The native shell: the portal's relay page, in the in-app browser (loaded only there). */
async function openHandoffInAppBrowser(answer: TPartnerSignOnResponse): Promise<void> {
  const { openInAppBrowser, portalOrigin } = await import('@/platform/in-app-browser');
  await openInAppBrowser(`${portalOrigin()}${href('partnerHandoff')}#${encodeHandoff(answer)}`);
}

export interface PartnerSignOnButtonProps {
  partner: TSignOnPartner;
  children: ReactNode;
  className?: string;
}

/**
 * Signs the member on to a partner: asks the portal for a signed, single-use handoff, then posts it as
 * a real form to the partner's address in a new tab (docs/product.md's behaviour: the answer's data
 * opens the partner). The handoff lives only in this form for the moment it is posted. In the native
 * shell, which has no tabs, the in-app browser opens the portal's `/partner-handoff` page with the
 * handoff in its fragment, and that page posts it (utils/handoff-link.ts).
 */
export function PartnerSignOnButton({ partner, children, className }: PartnerSignOnButtonProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signOn = usePartnerSignOn();
  const formRef = useRef<HTMLFormElement>(null);
  const [handoff, setHandoff] = useState<TPartnerSignOnResponse | null>(null);

  const submit = (answer: TPartnerSignOnResponse) => {
    track('sso_handoff', { partner });
    if (isNativePlatform()) {
      void openHandoffInAppBrowser(answer);
      return;
    }
    // Rendered at once, so the form exists (with its fields) when it is posted.
    flushSync(() => setHandoff(answer));
    formRef.current?.submit();
    // Single use: the handoff leaves the page as soon as it has gone.
    setHandoff(null);
  };

  const onClick = () => {
    signOn.mutate(partner, {
      onSuccess: submit,
      onError: (error) => {
        if (getErrorStatus(error) === 401) {
          void signOut().then(() => navigate(href('login'), { replace: true }));
          return;
        }
        toast({
          variant: 'destructive',
          title: t`We couldn't open the partner's site`,
          description: getErrorMessage(error),
        });
      },
    });
  };

  const isBusy = signOn.isPending;
  return (
    <>
      <Button className={className} onClick={onClick} disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? <Spinner /> : null}
        {children}
        <span className="sr-only">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </Button>
      {handoff ? (
        <form
          ref={formRef}
          method={handoff.method}
          action={handoff.url}
          target="_blank"
          rel="noopener noreferrer"
          hidden
          data-testid="partner-sign-on-form"
        >
          {Object.entries(handoff.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      ) : null}
    </>
  );
}
