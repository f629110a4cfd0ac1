import { Trans, useLingui } from '@lingui/react/macro';
import { CHALLENGE_DISPLAY_NAME_MAX } from '@portal/contracts/challenges';
import { CheckboxField } from '@/ui/checkbox';
import { FormField } from '@/ui/form-field';
import type { FormState } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import type { DisplayNameValues } from '../utils/challenge-forms';

/** The name to show on the leaderboard, or none ("A member"): the join form's and the change form's fields. */
export function DisplayNameFields<Values extends DisplayNameValues>({
  form,
  idPrefix,
}: {
  form: FormState<Values>;
  idPrefix: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <FormField
        id={`${idPrefix}-display-name`}
        label={t`Name to show on the leaderboard`}
        hint={<Trans>Your colleagues see this name beside your total.</Trans>}
        error={form.values.hide_name ? undefined : form.errors.display_name}
      >
        {(field) => (
          <Input
            {...field}
            name="display_name"
            autoComplete="off"
            maxLength={CHALLENGE_DISPLAY_NAME_MAX}
            disabled={form.values.hide_name}
            value={form.values.display_name}
            onChange={(event) => form.setValue('display_name', event.target.value as Values['display_name'])}
          />
        )}
      </FormField>
      <CheckboxField
        id={`${idPrefix}-hide-name`}
        name="hide_name"
        label={t`Don't show my name`}
        description={<Trans>You appear on the leaderboard as “A member”.</Trans>}
        checked={form.values.hide_name}
        onChange={(event) => form.setValue('hide_name', event.target.checked as Values['hide_name'])}
      />
    </>
  );
}
