import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/ui/form-field';
import { Markdown } from '@/ui/markdown';
import { Textarea } from '@/ui/textarea';

export interface ArticleBodyFieldProps {
  idPrefix: string;
  value: string;
  onChange: (body: string) => void;
  error: string | undefined;
}

/** The article's Markdown, beside a preview of what members will read (rendered safely, as they see it). */
export function ArticleBodyField({ idPrefix, value, onChange, error }: ArticleBodyFieldProps) {
  const { t } = useLingui();
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <FormField id={`${idPrefix}-body`} label={t`Body (Markdown)`} error={error}>
        {(control) => (
          <Textarea
            {...control}
            name="body"
            rows={18}
            className="font-mono text-sm"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
      <section aria-labelledby={`${idPrefix}-preview`} className="flex min-w-0 flex-col gap-1.5">
        <h2 id={`${idPrefix}-preview`} className="text-sm font-medium">
          <Trans>Preview</Trans>
        </h2>
        <div className="min-h-40 rounded-md border border-border bg-surface p-4 break-words">
          {value.trim() ? (
            <Markdown source={value} topHeadingLevel={3} />
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>The body appears here as you write.</Trans>
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
