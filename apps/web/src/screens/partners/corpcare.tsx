import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function CorpCare() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title="CorpCare" intro={t`Confidential support at work, when you need it.`} />
      <PreparingNotice />
    </>
  );
}
