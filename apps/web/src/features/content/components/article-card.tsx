import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import type { TArticleSummary } from '@portal/contracts/articles';
import { href } from '@/navigation/paths';
import { PrivateImage } from '@/ui/private-image';
import { categoryLabel } from '../utils/category-labels';
import { formatReadingTime } from '../utils/format';

export function DraftBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-border bg-surface-muted px-2 py-0.5 text-xs font-semibold text-foreground">
      <Trans>Draft</Trans>
    </span>
  );
}

/** One article in a list: the whole card is its link (title as the name), headed at `headingLevel`. */
export function ArticleCard({ article, headingLevel = 2 }: { article: TArticleSummary; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <li>
      <Link
        to={href('article', { id: article.id })}
        className="group flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm shadow-black/5 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {article.cover_url ? <PrivateImage path={article.cover_url} alt="" className="aspect-video w-full" /> : null}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <p className="flex flex-wrap items-center gap-2 text-xs font-medium text-muted-foreground">
            <span>{categoryLabel(i18n, article.category)}</span>
            <span aria-hidden="true">·</span>
            <span>{formatReadingTime(i18n, article.reading_time_minutes)}</span>
            {article.status === 'draft' ? <DraftBadge /> : null}
          </p>
          <Heading className="text-lg font-semibold break-words text-foreground group-hover:underline">
            {article.title}
          </Heading>
          {article.summary ? <p className="text-sm break-words text-muted-foreground">{article.summary}</p> : null}
        </div>
      </Link>
    </li>
  );
}
