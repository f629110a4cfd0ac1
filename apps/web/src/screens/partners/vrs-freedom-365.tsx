import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function VrsFreedom365() {
  const { t } = useLingui();
  return (
    <>
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the partner's product name, the same in every language */}
      <PageHeading title="VRS Freedom 365" intro={t`Everyday wellbeing support, all year round.`} />
      <PreparingNotice />
    </>
  );
}
