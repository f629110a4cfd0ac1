import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from '@/navigation/link';
import type { TContentCategory } from '@portal/contracts/content';
import { useArticles } from '@/features/content/api/get-articles';
import { ArticleCard } from '@/features/content/components/article-card';
import { CategoryFilter } from '@/features/content/components/category-filter';
import { CardSkeletons, LoadMore } from '@/features/content/components/list-states';
import { useCanEditContent } from '@/features/content/hooks/use-can-edit-content';
import { NEW_ARTICLE_ID } from '@/features/admin-content/utils/article-form';
import { categoryLabel } from '@/features/content/utils/category-labels';
import { href } from '@/navigation/paths';
import { Button, buttonVariants } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { LoadError } from '@/ui/load-error';
import { PageHeading } from '@/ui/page-heading';
import { useDebouncedValue } from '@/ui/use-debounced-value';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function Articles() {
  const { t, i18n } = useLingui();
  const searchId = useId();
  const [searchText, setSearchText] = useState('');
  const [category, setCategory] = useState<TContentCategory | ''>('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const { canEdit } = useCanEditContent();
  const query = useArticles({ search, category });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = search !== '' || category !== '';
  const articleCount = items.length;

  /** What the member asked for, as one sentence per combination (word order differs between languages). */
  function describeNoMatch(): string {
    const categoryName = category ? categoryLabel(i18n, category) : '';
    if (search && categoryName) return t`No articles match “${search}” in ${categoryName}.`;
    if (search) return t`No articles match “${search}”.`;
    return t`No articles match in ${categoryName}.`;
  }

  function clearFilters() {
    setSearchText('');
    setCategory('');
  }

  return (
    <>
      <PageHeading title={t`Articles`} intro={t`Reading on health, habits and wellbeing, chosen for your programme.`} />
      {canEdit ? (
        <Link to={href('editArticle', { id: NEW_ARTICLE_ID })} className={buttonVariants({ className: 'self-start' })}>
          <Trans>New article</Trans>
        </Link>
      ) : null}
      <div role="search" aria-label={t`Articles`} className="flex flex-col gap-4">
        <div className="flex max-w-md flex-col gap-1.5">
          <Label htmlFor={searchId}>
            <Trans>Search articles</Trans>
          </Label>
          <Input
            id={searchId}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t`For example: sleep`}
            autoComplete="off"
          />
        </div>
        <CategoryFilter label={t`Filter articles by category`} value={category} onChange={setCategory} />
      </div>
      <section aria-label={t`Article list`} aria-busy={query.isPending} className="flex flex-col gap-4">
        {query.isPending ? (
          <>
            <p className="sr-only" role="status">
              <Trans>Loading articles…</Trans>
            </p>
            <CardSkeletons count={6} className={GRID} />
          </>
        ) : query.isError && items.length === 0 ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()}>
            <Trans>We couldn't load the articles. Check your connection and try again.</Trans>
          </LoadError>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
            <p role="status">{isFiltered ? describeNoMatch() : t`There are no articles yet. Check back soon.`}</p>
            {isFiltered ? (
              <Button variant="secondary" onClick={clearFilters}>
                <Trans>Clear filters</Trans>
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <p className="sr-only" role="status">
              <Plural value={articleCount} one="# article shown" other="# articles shown" />
            </p>
            <ul className={GRID}>
              {items.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </ul>
            <LoadMore query={query} errorMessage={t`We couldn't load more articles. Try again.`} />
          </>
        )}
      </section>
    </>
  );
}
