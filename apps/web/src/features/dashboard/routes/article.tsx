import { BackButton } from '../../../app/back-button';
import { href } from '../../../app/paths';
import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';

export function Article() {
  return (
    <>
      <PageHeading
        title="Article"
        intro="The full article, with related reading."
        before={<BackButton fallback={href('articles')} label="Back to articles" />}
      />
      <PreparingNotice />
    </>
  );
}
