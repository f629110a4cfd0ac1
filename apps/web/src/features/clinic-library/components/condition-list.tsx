import { Trans } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import type { TClinicConditionSummary } from '@portal/contracts/clinic-library';
import { href } from '@/navigation/paths';

/** Conditions as links to their pages, each with its other names and summary. */
export function ConditionList({ conditions }: { conditions: readonly TClinicConditionSummary[] }) {
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
      {conditions.map((condition) => {
        const otherNames = condition.also_called.join(', ');
        return (
          <li key={condition.id} className="flex flex-col gap-1 p-4">
            <Link
              to={href('diseaseOrCondition', { id: condition.id })}
              className="self-start text-lg font-semibold text-primary underline-offset-4 hover:underline"
            >
              {condition.title}
            </Link>
            {otherNames ? (
              <p className="text-sm text-muted-foreground">
                <Trans>Also called: {otherNames}</Trans>
              </p>
            ) : null}
            <p className="text-sm">{condition.summary}</p>
          </li>
        );
      })}
    </ul>
  );
}
