import { useLingui } from '@lingui/react/macro';
import { DownloadMyData } from '@/features/data-export/components/download-my-data';
import { BackButton } from '@/navigation/back-button';
import { href } from '@/navigation/paths';
import { PageHeading } from '@/ui/page-heading';
import { useStepUp } from '@/session/step-up/use-step-up';

/** Profile → Privacy: what the portal holds about the member, to take away. */
export function Privacy() {
  const { t } = useLingui();
  const { withStepUp } = useStepUp();
  return (
    <>
      <PageHeading
        title={t`Privacy`}
        intro={t`Your data is yours: see what the portal holds about you and take a copy with you.`}
        before={<BackButton fallback={href('profile')} label={t`Back to your profile`} />}
      />
      <div className="flex flex-col gap-6">
        <DownloadMyData send={withStepUp} />
      </div>
    </>
  );
}
