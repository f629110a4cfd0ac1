import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TMemberRewards } from '@portal/contracts/rewards';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { formatLongDate } from '@/ui/format-date';
import { usePointsText } from '../utils/use-points-text';
import { RewardsHistory } from './rewards-history';

type PastYear = TMemberRewards['past_years'][number];

function PastYearItem({ year }: { year: PastYear }) {
  const { t } = useLingui();
  const pointsText = usePointsText();
  const [isOpen, setIsOpen] = useState(false);
  const from = formatLongDate(year.starts_on);
  const to = formatLongDate(year.ends_on);
  const level = year.level ?? '';
  const points = pointsText(year.points);
  const historyId = `past-year-${year.plan_id}`;
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-3">
          <h3 className="font-semibold">
            <Trans>
              {from} to {to}
            </Trans>
          </h3>
          <p>
            {year.level ? (
              <Trans>
                {points}, level {level}
              </Trans>
            ) : (
              <Trans>{points}, no level reached</Trans>
            )}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            aria-expanded={isOpen}
            aria-controls={historyId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? <Trans>Hide its history</Trans> : <Trans>Show its history</Trans>}
          </Button>
          <div id={historyId} hidden={!isOpen}>
            {isOpen ? <RewardsHistory plan={year.plan_id} caption={t`Points earned from ${from} to ${to}`} /> : null}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** The plan years before this one: their points and level, and each one's history on request. */
export function PastYears({ years }: { years: TMemberRewards['past_years'] }) {
  return (
    <ul className="flex flex-col gap-4">
      {years.map((year) => (
        <PastYearItem key={year.plan_id} year={year} />
      ))}
    </ul>
  );
}
