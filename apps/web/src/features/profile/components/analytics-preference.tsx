import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { setAnalyticsChoice } from '@/analytics/consent';
import { getFormErrorMessage } from '@/api/error-message';
import { Card, CardContent } from '@/ui/card';
import { FormAlert } from '@/ui/form-alert';
import { toast } from '@/ui/use-toast';
import { useUpdateProfile } from '../api/update-profile';

/**
 * "Share anonymous usage statistics": a switch saved at once (`PATCH /accounts/me/profile` with
 * `analytics_enabled`). Turned off, the events waiting on this device are dropped before the server
 * answers; a save that fails puts the switch and the device's choice back.
 */
export function AnalyticsPreference({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const [checked, setChecked] = useState(enabled);
  const [formError, setFormError] = useState<string | null>(null);

  async function onChange(next: boolean) {
    setFormError(null);
    setChecked(next);
    // Off takes effect at once: nothing more is queued or sent, and what waits is cleared.
    if (!next) setAnalyticsChoice(false);
    try {
      await update.mutateAsync({ analytics_enabled: next });
      setAnalyticsChoice(next);
      toast({
        title: next ? t`Usage statistics turned on` : t`Usage statistics turned off`,
        variant: 'success',
      });
    } catch (error) {
      setChecked(!next);
      setAnalyticsChoice(!next);
      setFormError(getFormErrorMessage(error));
    }
  }

  return (
    <Card>
      <CardContent>
        <section aria-labelledby="privacy-heading" className="flex flex-col gap-4">
          <h2 id="privacy-heading" className="text-lg font-semibold">
            <Trans>Privacy</Trans>
          </h2>
          <div className="flex items-start gap-3">
            <input
              id="analytics-enabled"
              type="checkbox"
              role="switch"
              aria-describedby="analytics-enabled-description"
              checked={checked}
              disabled={update.isPending}
              onChange={(event) => void onChange(event.target.checked)}
              // A native checkbox shown as a switch: keyboard (Space) and forms for free, a 24 px target.
              className="mt-0.5 size-6 shrink-0 cursor-pointer rounded border-border accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-wait"
            />
            <div className="flex flex-col gap-1">
              <label htmlFor="analytics-enabled" className="cursor-pointer text-sm font-medium text-foreground">
                <Trans>Share anonymous usage statistics</Trans>
              </label>
              <p id="analytics-enabled-description" className="text-sm text-muted-foreground">
                <Trans>
                  Which pages and features you use, under a code instead of your name; never your answers, scores, scan
                  results, searches or the conditions you read about.
                </Trans>
              </p>
            </div>
          </div>
          <FormAlert message={formError} />
        </section>
      </CardContent>
    </Card>
  );
}
