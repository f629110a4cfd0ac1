import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { PARTNER_PROGRAMME_NAMES } from '@portal/contracts/programmes';
import type { TEngagementReport } from '@portal/contracts/engagement';
import type { TSignOnPartner } from '@portal/contracts/partner-sign-on';
import type { TResultBand } from '@portal/contracts/questionnaire';
import { getErrorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { formatLongDate, formatShortDate } from '@/ui/format-date';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { useDataInTransition } from '@/ui/use-data-in-transition';
import { getEngagementCsv, useEngagement } from '../api/get-engagement';
import type { EngagementRange } from '../api/get-engagement';
import { useCountText } from '../utils/count-text';
import { checkRange, defaultRange } from '../utils/range';
import type { RangeProblem } from '../utils/range';
import { FigureSection } from './figure-section';
import { saveFile } from '@/ui/save-file';

const BAND_LABELS = {
  'doing-well': msg`Doing well`,
  'worth-attention': msg`Worth attention`,
  'talk-to-someone': msg`Talk to someone`,
} as const satisfies Record<TResultBand, unknown>;

/* eslint-disable lingui/no-unlocalized-strings -- the partners' own names, the same in every language */
const SIGN_ON_NAMES: Record<TSignOnPartner, string> = { 'ally-health': 'Ally Health' };
/* eslint-enable lingui/no-unlocalized-strings */

const RANGE_PROBLEMS = {
  missing: msg`Choose both dates.`,
  order: msg`The start date cannot be after the end date.`,
  span: msg`Choose a range of at most 53 weeks.`,
} as const satisfies Record<RangeProblem, unknown>;

/** A calendar date's midday (UTC): the same date in every time zone a browser may be in. */
function middayOf(day: string): string {
  return new Date(Date.parse(day) + 12 * 3_600_000).toISOString();
}

function RangeForm({ range, onChange }: { range: EngagementRange; onChange: (range: EngagementRange) => void }) {
  const { t, i18n } = useLingui();
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkRange(from, to);
    setProblem(found);
    if (!found) onChange({ from, to });
  }

  async function exportCsv() {
    setIsExporting(true);
    setExportError(null);
    try {
      const { blob, fileName } = await getEngagementCsv(range);
      saveFile(blob, fileName);
    } catch (error) {
      setExportError(getErrorMessage(error));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {/* A filter of the report below: it asks for a range and saves nothing. */}
      <form
        role="search"
        onSubmit={submit}
        noValidate
        aria-label={t`Date range`}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex min-w-36 flex-1 flex-col gap-1 sm:flex-none">
          <Label htmlFor={fromId}>
            <Trans>From</Trans>
          </Label>
          <Input
            id={fromId}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        <div className="flex min-w-36 flex-1 flex-col gap-1 sm:flex-none">
          <Label htmlFor={toId}>
            <Trans>To</Trans>
          </Label>
          <Input
            id={toId}
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        <Button type="submit">
          <Trans>Show</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={() => void exportCsv()} disabled={isExporting}>
          {isExporting ? <Spinner /> : null}
          <Trans>Export CSV</Trans>
        </Button>
      </form>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-destructive">
          {i18n._(RANGE_PROBLEMS[problem])}
        </p>
      ) : null}
      {exportError ? (
        <p role="alert" className="text-sm text-destructive">
          <Trans>The CSV could not be exported: {exportError}</Trans>
        </p>
      ) : null}
    </div>
  );
}

function ReportSections({ report }: { report: TEngagementReport }) {
  const { t, i18n } = useLingui();
  const countText = useCountText();
  const { questionnaire, funnel, health_scans: scans } = report;
  return (
    <div className="flex flex-col gap-6">
      <FigureSection
        testId="engagement-weeks"
        title={t`Sign-ins and active members by week`}
        description={t`Active members did anything in the app that week; sign-ins are counted by the server.`}
        rowHeader={t`Week of`}
        measures={[t`Sign-ins`, t`Active members`]}
        rows={report.weeks.map((week) => ({
          key: week.week_start,
          label: formatShortDate(middayOf(week.week_start)),
          counts: [week.sign_ins, week.active_members],
        }))}
      />
      <FigureSection
        testId="engagement-funnel"
        title={t`Invitation funnel`}
        description={t`Members first invited in the range, how many of them confirmed, and how many of those signed in.`}
        rowHeader={t`Stage`}
        measures={[t`Members`]}
        rows={[
          { key: 'invited', label: t`Members invited`, counts: [funnel.invited] },
          { key: 'confirmed', label: t`Confirmed`, counts: [funnel.confirmed] },
          { key: 'active', label: t`Members who signed in`, counts: [funnel.active] },
        ]}
      />
      <FigureSection
        testId="engagement-questionnaire"
        title={t`Questionnaire`}
        description={t`Members by the band of their latest result in the range: counts only, never a score.`}
        rowHeader={t`Result`}
        measures={[t`Members`]}
        rows={questionnaire.bands.map((band) => ({
          key: band.band,
          label: i18n._(BAND_LABELS[band.band]),
          counts: [band.members],
        }))}
      >
        <p className="text-sm">
          <Trans>
            Completed in the range: {countText(questionnaire.completed)} of {countText(questionnaire.members)} members.
          </Trans>
        </p>
      </FigureSection>
      <FigureSection
        testId="engagement-articles"
        title={t`Most-read articles`}
        rowHeader={t`Article`}
        measures={[t`Readers`, t`Reads`]}
        rows={report.articles.map((article) => ({
          key: article.article_id,
          label: article.title,
          counts: [article.readers, article.reads],
        }))}
        empty={t`No article was read in this range.`}
      />
      <FigureSection
        testId="engagement-videos"
        title={t`Most-watched videos`}
        rowHeader={t`Video`}
        measures={[t`Started`, t`Watched to the end`]}
        rows={report.videos.map((video) => ({
          key: video.video_id,
          label: video.title,
          counts: [video.viewers, video.completed],
        }))}
        empty={t`No video was played in this range.`}
      />
      <FigureSection
        testId="engagement-programmes"
        title={t`Partner programmes`}
        description={t`Members who opened each programme, and who were signed on to a partner.`}
        rowHeader={t`Programme`}
        measures={[t`Members`]}
        rows={[
          ...report.programmes.map((row) => ({
            key: row.programme,
            label: PARTNER_PROGRAMME_NAMES[row.programme],
            counts: [row.members],
          })),
          ...report.sign_on.map((row) => ({
            key: `sign-on-${row.partner}`,
            label: t`${SIGN_ON_NAMES[row.partner]} (signed on)`,
            counts: [row.members],
          })),
        ]}
        empty={t`No partner programme was opened in this range.`}
      />
      <FigureSection
        testId="engagement-levels"
        title={t`Members per rewards level`}
        description={t`Members at each level of the rewards plan running on the range's last day, counted at the highest level each reached.`}
        rowHeader={t`Level`}
        measures={[t`Members`]}
        rows={report.levels.map((row) => ({
          key: `level-${row.points}`,
          label: row.level,
          counts: [row.members],
        }))}
        empty={t`No rewards plan was running on the range's last day.`}
      />
      <FigureSection
        testId="engagement-challenges"
        title={t`Challenges`}
        description={t`Members who joined each challenge whose days fall in the range, and who finished it.`}
        rowHeader={t`Challenge`}
        measures={[t`Members who joined`, t`Members who finished`]}
        rows={report.challenges.map((row) => ({
          key: row.challenge_id,
          label: row.title,
          counts: [row.joined, row.finished],
        }))}
        empty={t`No challenge ran in this range.`}
      />
      <section aria-labelledby="engagement-scans" data-testid="engagement-scans">
        <h2 id="engagement-scans" className="text-lg font-semibold">
          <Trans>Health scans</Trans>
        </h2>
        <p className="text-sm">
          <Trans>
            Scans done: {countText(scans.scans)}, by {countText(scans.members)} members. How many only, never a reading.
          </Trans>
        </p>
      </section>
    </div>
  );
}

/** The engagement screen's body: the range, the export, and the report's sections. */
export function EngagementReport({ initialRange = defaultRange() }: { initialRange?: EngagementRange }) {
  const [range, setRange] = useState(initialRange);
  const { data, isError, error, refetch, isFetching } = useEngagement(range);
  // A year of weekly figures fills several tables: rendered in a transition, which does not hold the page.
  const report = useDataInTransition(data);
  const from = formatLongDate(range.from);
  const to = formatLongDate(range.to);
  return (
    <div className="flex flex-col gap-6">
      <RangeForm range={range} onChange={setRange} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {isFetching ? (
          <span className="inline-flex items-center gap-2">
            <Spinner /> <Trans>Loading the figures…</Trans>
          </span>
        ) : (
          <Trans>
            From {from} to {to}. Any group of fewer than 5 members reads “fewer than 5”, so no one can be singled out.
          </Trans>
        )}
      </p>
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()}>
          <Trans>The engagement figures could not be loaded.</Trans>
        </LoadError>
      ) : report ? (
        <ReportSections report={report} />
      ) : null}
    </div>
  );
}
