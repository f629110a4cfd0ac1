import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@/navigation/router/hooks';
import { Link } from '@/navigation/link';
import { ArticleEditor } from '@/features/admin-content/components/article-editor';
import { useCanEditContent } from '@/features/content/hooks/use-can-edit-content';
import { NEW_ARTICLE_ID } from '@/features/admin-content/utils/article-form';
import { CATEGORY_LABELS } from '@/features/content/utils/category-labels';
import { href } from '@/navigation/paths';
import { buttonVariants } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';

function NotAllowed() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`You can't edit articles`} />
      <Notice>
        <p>
          <Trans>
            Only editors and admins can write and change articles. You can still read every published article.
          </Trans>
        </p>
        <Link
          to={href('articles')}
          className={buttonVariants({ variant: 'link', size: 'sm', className: 'self-start' })}
        >
          <Trans>Go to articles</Trans>
        </Link>
      </Notice>
    </>
  );
}

/** `/dashboard/articles/:id/edit` (`new` for a new one): the article editor, for editors and admins. */
export function EditArticle() {
  const { id = NEW_ARTICLE_ID } = useParams();
  const { canEdit, isLoading } = useCanEditContent();
  if (!isLoading && !canEdit) return <NotAllowed />;
  return (
    // Keyed by the address: a new article, once saved, opens afresh as the article it became.
    <ArticleEditor
      key={id}
      articleId={id === NEW_ARTICLE_ID ? null : id}
      isCheckingAccess={isLoading}
      categoryLabels={CATEGORY_LABELS}
    />
  );
}
