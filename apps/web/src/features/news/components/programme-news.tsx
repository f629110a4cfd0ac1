import { Trans } from '@lingui/react/macro';
import { NEWS_HOME_COUNT } from '@portal/contracts/news';
import type { TNewsItem } from '@portal/contracts/news';
import { Card, CardContent } from '@/ui/card';
import { formatLongDate } from '@/ui/format-date';
import { getSafeHref, isWebAddress } from '@/ui/safe-href';

function NewsTitle({ item }: { item: TNewsItem }) {
  const link = item.url ? getSafeHref(item.url) : null;
  if (!link || !isWebAddress(link)) return item.title;
  // Another site: a new tab, with no opener and no referrer.
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {item.title}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/**
 * The programme's latest news, newest first, each dated in the language on screen. Nothing at all
 * while it loads, when the feed is empty or when it failed: Home is whole without it.
 */
export function ProgrammeNews({ items }: { items: readonly TNewsItem[] }) {
  const latest = items.slice(0, NEWS_HOME_COUNT);
  if (latest.length === 0) return null;
  return (
    <section aria-labelledby="home-news" data-testid="programme-news" className="flex flex-col gap-4">
      <h2 id="home-news" className="text-lg font-semibold">
        <Trans>Programme news</Trans>
      </h2>
      <ul className="grid gap-4 lg:grid-cols-3">
        {latest.map((item) => (
          <li key={item.id}>
            <Card className="h-full">
              <CardContent className="flex h-full flex-col gap-2">
                <p className="text-sm text-muted-foreground">
                  <time dateTime={item.published_at}>{formatLongDate(item.published_at)}</time>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {item.source}
                </p>
                <h3 className="font-semibold text-foreground">
                  <NewsTitle item={item} />
                </h3>
                {item.summary ? <p className="text-sm text-muted-foreground">{item.summary}</p> : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
