import { Trans } from '@lingui/react/macro';
import type { TBrandTheme } from '@portal/contracts/brand-theme';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Notice } from '@/ui/notice';
import { brandThemeStyle } from '../utils/brand-colours';
import type { ContrastProblemText } from '../utils/brand-colours';

export interface BrandPreviewProps {
  /** The theme the colours give; undefined while they are not colours yet. */
  theme: TBrandTheme | undefined;
  programmeName: string;
  logoUrl?: string | undefined;
  /** The id the colour fields name in their `aria-describedby`: the contrast problems are said there. */
  problemsId: string;
  problems: readonly ContrastProblemText[];
  /** Said instead of the sample while the theme the colours go into loads, or when it failed. */
  status?: ReactNode;
}

/**
 * A small sample of the programme's look (its header, body text, a link and a primary button) drawn in
 * the theme's colours, which are set on the sample alone; and, live, every pair whose text would not read.
 * The sample is a picture of the look, not controls: it is inert and out of the tab order.
 */
export function BrandPreview({ theme, programmeName, logoUrl, problemsId, problems, status }: BrandPreviewProps) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="flex min-w-0 flex-col gap-3">
      <figcaption id={captionId} className="text-sm font-semibold">
        <Trans>Preview</Trans>
      </figcaption>
      {status ??
        (theme ? (
          <div
            data-testid="brand-preview"
            inert
            // The page background and the font as inline styles: from the theme set just here.
            style={{
              ...brandThemeStyle(theme),
              backgroundColor: 'var(--brand-background)',
              fontFamily: 'var(--brand-font-sans)',
            }}
            className="overflow-hidden rounded-lg border border-border text-foreground"
          >
            <div className="flex min-w-0 items-center gap-2 bg-sidebar px-3 py-2 text-sidebar-foreground">
              {logoUrl ? (
                <img src={logoUrl} alt="" className="h-8 max-w-40 shrink-0 rounded bg-surface object-contain px-1" />
              ) : null}
              <span className="truncate font-heading font-semibold">
                {programmeName || <Trans>Your programme</Trans>}
              </span>
              <span className="ml-auto shrink-0 rounded-md bg-sidebar-active px-2 py-0.5 text-xs">
                <Trans>Home</Trans>
              </span>
            </div>
            <div className="m-3 flex flex-col gap-2 rounded-md border border-border bg-surface p-3">
              <p className="font-heading font-semibold">
                <Trans>Welcome back</Trans>
              </p>
              <p className="text-sm">
                <Trans>Your health check-in is due this week. It takes about five minutes.</Trans>
              </p>
              <p className="text-sm text-primary underline underline-offset-2">
                <Trans>Read about your last results</Trans>
              </p>
              <span className="self-start rounded-md bg-primary px-3 py-1.5 text-sm font-semibold text-primary-foreground">
                <Trans>Start the check-in</Trans>
              </span>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>The preview shows once both colours are hex codes such as #0e7490.</Trans>
          </p>
        ))}
      <div id={problemsId} role="status">
        {problems.length > 0 ? (
          <Notice variant="destructive">
            <p className="font-semibold">
              <Trans>Text in these colours would be hard to read:</Trans>
            </p>
            <ul className="list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem.message}>{problem.message}</li>
              ))}
            </ul>
          </Notice>
        ) : theme ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Every text in these colours reads well (WCAG AA contrast).</Trans>
          </p>
        ) : null}
      </div>
    </figure>
  );
}
