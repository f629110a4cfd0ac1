import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function CorpCare() {
  const { t } = useLingui();
  return (
    <>
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the partner's product name, the same in every language */}
      <PageHeading title="CorpCare" intro={t`Confidential support at work, when you need it.`} />
      <PreparingNotice />
    </>
  );
}
