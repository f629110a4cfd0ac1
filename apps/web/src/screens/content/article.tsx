import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@/navigation/router/hooks';
import { Link } from '@/navigation/link';
import { readLeadingTitle } from '@portal/contracts/markdown-heading';
import { useTrackShown } from '@/analytics/use-track';
import { getErrorStatus } from '@/api/error-message';
import { useArticle } from '@/features/content/api/get-article';
import { DraftBadge } from '@/features/content/components/article-card';
import { ArticleCover } from '@/features/content/components/article-cover';
import { useCanEditContent } from '@/features/content/hooks/use-can-edit-content';
import { categoryLabel } from '@/features/content/utils/category-labels';
import { formatContentDate, formatReadingTime } from '@/features/content/utils/format';
import { BackButton } from '@/navigation/back-button';
import { href } from '@/navigation/paths';
import { buttonVariants } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { Markdown } from '@/ui/markdown';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { useDataInTransition } from '@/ui/use-data-in-transition';

/** The body without a leading `# Title` that repeats the page's <h1>. */
export function withoutRepeatedTitle(body: string, title: string): string {
  const heading = readLeadingTitle(body);
  return heading && heading.title === title.trim() ? body.slice(heading.restStart) : body;
}

function BackToArticles() {
  const { t } = useLingui();
  return <BackButton fallback={href('articles')} label={t`Back to articles`} />;
}

export function Article() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const query = useArticle(id);
  // An article is a long page: it renders in a transition, never in one task when its answer arrives.
  const shown = useDataInTransition(query.data);
  const { canEdit } = useCanEditContent();
  const shownId = query.data?.id ?? null;
  useTrackShown('article_read', { article_id: shownId ?? '' }, shownId);

  if (query.isPending || (query.isSuccess && !shown)) {
    return (
      <>
        <PageHeading title={t`Loading article…`} before={<BackToArticles />} />
        <div aria-hidden="true" className="flex animate-pulse flex-col gap-3">
          <div className="aspect-video max-w-3xl rounded-lg bg-surface-muted" />
          <div className="h-4 w-2/3 rounded bg-surface-muted" />
          <div className="h-4 w-full rounded bg-surface-muted" />
        </div>
      </>
    );
  }

  if (query.isError) {
    if (getErrorStatus(query.error) === 404) {
      return (
        <>
          <PageHeading title={t`We couldn't find that article`} before={<BackToArticles />} />
          <Notice>
            <p>
              <Trans>It may have been moved or unpublished. Browse the other articles instead.</Trans>
            </p>
            <Link
              to={href('articles')}
              className={buttonVariants({ variant: 'link', size: 'sm', className: 'self-start' })}
            >
              <Trans>All articles</Trans>
            </Link>
          </Notice>
        </>
      );
    }
    return (
      <>
        <PageHeading title={t`Article`} before={<BackToArticles />} />
        <LoadError error={query.error} onRetry={() => void query.refetch()}>
          <Trans>We couldn't load this article. Check your connection and try again.</Trans>
        </LoadError>
      </>
    );
  }

  const article = shown ?? query.data;
  const articleTitle = article.title;
  const updatedOn = formatContentDate(i18n, article.updated_at);
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <PageHeading title={article.title} intro={article.summary || undefined} before={<BackToArticles />} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <span>{categoryLabel(i18n, article.category)}</span>
        <span aria-hidden="true">·</span>
        <span>{formatReadingTime(i18n, article.reading_time_minutes)}</span>
        <span aria-hidden="true">·</span>
        <span>
          <Trans>
            Updated <time dateTime={article.updated_at}>{updatedOn}</time>
          </Trans>
        </span>
        {article.status === 'draft' ? <DraftBadge /> : null}
        {canEdit ? (
          <Link
            to={href('editArticle', { id: article.id })}
            className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'sm:ml-auto' })}
          >
            <Trans>
              Edit<span className="sr-only"> {articleTitle}</span>
            </Trans>
          </Link>
        ) : null}
      </div>
      {article.cover_url ? (
        <ArticleCover path={article.cover_url} title={article.title} className="aspect-video w-full rounded-lg" />
      ) : null}
      <Markdown source={withoutRepeatedTitle(article.body, article.title)} />
      {article.tags.length > 0 ? (
        <ul aria-label={t`Tags`} className="flex flex-wrap gap-2">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-surface-muted px-3 py-1 text-xs font-medium">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
