import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox';

export interface ScanConsentProps {
  onAgree: () => void;
}

/** What the scan does with the camera and what is kept, and the member's agreement before anything starts. */
export function ScanConsent({ onAgree }: ScanConsentProps) {
  const { t } = useLingui();
  const [hasAgreed, setHasAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hasAgreed) {
      setError(t`Tick the box to continue.`);
      event.currentTarget.querySelector<HTMLInputElement>('#scan-consent')?.focus();
      return;
    }
    onAgree();
  }

  return (
    <form noValidate aria-label={t`Your agreement`} className="flex flex-col gap-4" onSubmit={submit}>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
        <li>
          <Trans>
            The scan uses your phone’s front camera for about 30 seconds to read your pulse from tiny changes in the
            colour of your face.
          </Trans>
        </li>
        <li>
          <Trans>
            The video is analysed on your phone and never leaves it: it is not recorded, kept or sent anywhere.
          </Trans>
        </li>
        <li>
          <Trans>
            Only the result is saved to your account: your heart rate, how clear the signal was and your answers to a
            few questions. You can see it here at any time.
          </Trans>
        </li>
        <li>
          <Trans>It is wellness information, not a medical test or a diagnosis.</Trans>
        </li>
      </ul>
      <CheckboxField
        id="scan-consent"
        label={t`I understand, and I agree to scan my face with the camera`}
        checked={hasAgreed}
        error={error}
        onChange={(event) => {
          setHasAgreed(event.currentTarget.checked);
          if (event.currentTarget.checked) setError(undefined);
        }}
      />
      <Button type="submit" className="self-start">
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
