import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function Ucm() {
  const { t } = useLingui();
  return (
    <>
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the partner's product name, the same in every language */}
      <PageHeading title="UCM" intro={t`Care management with your partner team.`} />
      <PreparingNotice />
    </>
  );
}
