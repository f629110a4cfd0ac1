import { Trans, useLingui } from '@lingui/react/macro';
import type { TDependent } from '@portal/contracts/dependents';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { formatBirthDate } from '../utils/format-birth-date';
import { editLabel, fullName } from '../utils/dependent-names';
import { RELATIONSHIP_LABELS } from '../utils/relationship-labels';

export interface DependentListProps {
  items: readonly TDependent[];
  onEdit: (dependent: TDependent) => void;
  onRemove: (dependent: TDependent) => void;
}

/** The member's dependents as cards: name, relationship, birth date and email, each with Edit and Remove. */
export function DependentList({ items, onEdit, onRemove }: DependentListProps) {
  const { t, i18n } = useLingui();
  return (
    <ul aria-label={t`Your dependents`} className="grid gap-3 sm:grid-cols-2">
      {items.map((dependent) => {
        const name = fullName(dependent);
        const relationship = i18n._(RELATIONSHIP_LABELS[dependent.relationship]);
        const birthDate = formatBirthDate(dependent.date_of_birth, i18n);
        return (
          <li key={dependent.id}>
            <Card className="h-full">
              <CardContent className="flex h-full flex-col gap-3">
                <div className="flex flex-col gap-0.5">
                  <h2 className="font-semibold break-words">{name}</h2>
                  <p className="text-sm text-muted-foreground">
                    <Trans>
                      {relationship} · born {birthDate}
                    </Trans>
                  </p>
                  {dependent.email ? <p className="text-sm break-all">{dependent.email}</p> : null}
                </div>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    aria-label={i18n._(editLabel(name))}
                    onClick={() => onEdit(dependent)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t`Remove ${name}`}
                    onClick={() => onRemove(dependent)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
