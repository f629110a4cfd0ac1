import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TDocumentKind, TTenantDocumentResponse } from '@portal/contracts/documents';
import { ZUpdateDocumentRequest } from '@portal/contracts/programme-settings';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
import { Markdown } from '@/ui/markdown';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useSaveDocument } from '../api/programme-settings-api';
import { TextField } from '@/ui/text-field';

export interface DocumentFormProps {
  kind: TDocumentKind;
  document: TTenantDocumentResponse;
  heading: string;
  saveLabel: string;
  savedMessage: string;
  /** Where members read it, e.g. /privacy-policy. */
  memberPath: string;
}

/** The privacy policy or the thank-you page: a title and a Markdown body, with a preview. */
export function DocumentForm({ kind, document, heading, saveLabel, savedMessage, memberPath }: DocumentFormProps) {
  const { t } = useLingui();
  const save = useSaveDocument(kind);
  const headingId = `programme-document-${kind}-heading`;
  const [preview, setPreview] = useState(false);
  const form = useForm({
    initialValues: { title: document.title, body_markdown: document.body_markdown },
    schema: ZUpdateDocumentRequest,
    fields: ['title', 'body_markdown'],
    onSubmit: (request) => save.mutateAsync(request),
    onSuccess: (answer) => {
      form.reset({ title: answer.title, body_markdown: answer.body_markdown });
      toast({ title: savedMessage, variant: 'success' });
    },
    guardUnsavedChanges: true,
  });
  // An error in the text brings the text back from the preview, so it can be seen and corrected.
  const bodyError = form.errors.body_markdown;
  const [shownBodyError, setShownBodyError] = useState(bodyError);
  if (bodyError !== shownBodyError) {
    setShownBodyError(bodyError);
    if (bodyError) setPreview(false);
  }

  return (
    <form {...form.formProps} aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {heading}
      </h3>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Members read it at{' '}
          <a className="text-primary underline underline-offset-4" href={memberPath} target="_blank" rel="noreferrer">
            {memberPath}
          </a>
          , in every language.
        </Trans>
      </p>
      <TextField
        id={`document-${kind}-title`}
        name="title"
        label={<Trans>Title</Trans>}
        value={form.values.title}
        onChange={(title) => form.setValue('title', title)}
        error={form.errors.title}
      />
      {preview ? (
        <section aria-label={t`Preview`} className="rounded-md border border-border bg-surface p-4">
          <Markdown source={form.values.body_markdown} topHeadingLevel={4} />
        </section>
      ) : (
        <TextField
          id={`document-${kind}-body`}
          name="body_markdown"
          multiline
          rows={12}
          label={<Trans>Text (Markdown)</Trans>}
          hint={<Trans>Use ## for a heading, - for a list item and **bold** for emphasis.</Trans>}
          value={form.values.body_markdown}
          onChange={(body) => form.setValue('body_markdown', body)}
          error={bodyError}
        />
      )}
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`}>
          {saveLabel}
        </SubmitButton>
        <Button type="button" variant="secondary" aria-pressed={preview} onClick={() => setPreview((shown) => !shown)}>
          {preview ? <Trans>Edit the text</Trans> : <Trans>Preview</Trans>}
        </Button>
      </div>
    </form>
  );
}
