import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { TDocumentKind, TTenantDocumentResponse } from '@portal/contracts/documents';
import { ZUpdateDocumentRequest } from '@portal/contracts/programme-settings';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { Markdown } from '@/ui/markdown';
import { focusField, getServerFieldError } from '@/ui/server-field-error';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useUnsavedChangesGuard } from '@/ui/use-unsaved-changes-guard';
import { useSaveDocument } from '../api/programme-settings-api';
import { firstErrorField, getPathErrors } from '../utils/issue-errors';
import type { PathErrors } from '../utils/issue-errors';
import { TextField } from './text-field';

const FIELDS = ['title', 'body_markdown'] as const;

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
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = `programme-document-${kind}-heading`;
  const [saved, setSaved] = useState({ title: document.title, body_markdown: document.body_markdown });
  const [values, setValues] = useState(saved);
  const [preview, setPreview] = useState(false);
  const [errors, setErrors] = useState<PathErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  useUnsavedChangesGuard(values.title !== saved.title || values.body_markdown !== saved.body_markdown);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = ZUpdateDocumentRequest.safeParse(values);
    if (!parsed.success) {
      const found = getPathErrors(parsed.error.issues);
      setErrors(found);
      setPreview(false);
      focusField(formRef.current, firstErrorField(found, FIELDS));
      return;
    }
    setErrors({});
    try {
      const answer = await save.mutateAsync(parsed.data);
      const next = { title: answer.title, body_markdown: answer.body_markdown };
      setSaved(next);
      setValues(next);
      toast({ title: savedMessage, variant: 'success' });
    } catch (error) {
      const { field, message } = getServerFieldError(error, FIELDS);
      if (field) {
        setErrors({ [field]: message });
        setPreview(false);
        focusField(formRef.current, field);
      } else setFormError(message);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
      onSubmit={(event) => void onSubmit(event)}
    >
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
        value={values.title}
        onChange={(title) => setValues((before) => ({ ...before, title }))}
        error={errors.title}
      />
      {preview ? (
        <section aria-label={t`Preview`} className="rounded-md border border-border bg-surface p-4">
          <Markdown source={values.body_markdown} topHeadingLevel={4} />
        </section>
      ) : (
        <TextField
          id={`document-${kind}-body`}
          name="body_markdown"
          multiline
          rows={12}
          label={<Trans>Text (Markdown)</Trans>}
          hint={<Trans>Use ## for a heading, - for a list item and **bold** for emphasis.</Trans>}
          value={values.body_markdown}
          onChange={(body_markdown) => setValues((before) => ({ ...before, body_markdown }))}
          error={errors.body_markdown}
        />
      )}
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton isSubmitting={save.isPending} pendingLabel={t`Saving…`}>
          {saveLabel}
        </SubmitButton>
        <Button type="button" variant="secondary" aria-pressed={preview} onClick={() => setPreview((shown) => !shown)}>
          {preview ? <Trans>Edit the text</Trans> : <Trans>Preview</Trans>}
        </Button>
      </div>
    </form>
  );
}
