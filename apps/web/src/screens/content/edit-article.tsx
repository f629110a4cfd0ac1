import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ARTICLE_MESSAGES, ZCreateArticleRequest } from '@portal/contracts/articles';
import type { TArticle } from '@portal/contracts/articles';
import { CONTENT_CATEGORIES } from '@portal/contracts/content';
import { IMAGE_CONTENT_TYPES } from '@portal/contracts/media';
import { isConflict } from '@/api/error-codes';
import { getErrorStatus } from '@/api/error-message';
import { useUpload } from '@/api/storage/use-upload';
import { useArticle } from '@/features/content/api/get-article';
import { useSaveArticle } from '@/features/admin-content/api/save-article';
import { uploadCover } from '@/features/content/api/upload-cover';
import { useCanEditContent } from '@/features/content/hooks/use-can-edit-content';
import {
  EMPTY_ARTICLE_FORM,
  NEW_ARTICLE_ID,
  isSameForm,
  toCreateRequest,
  toFormValues,
  toUpdateRequest,
} from '@/features/content/utils/article-form';
import type { ArticleFormField, ArticleFormValues } from '@/features/content/utils/article-form';
import { categoryLabel } from '@/features/content/utils/category-labels';
import { parseTags } from '@/features/content/utils/format';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { href } from '@/navigation/paths';
import { Button, buttonVariants } from '@/ui/button';
import { getFieldErrors } from '@/ui/field-errors';
import type { FieldErrors } from '@/ui/field-errors';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { LoadError } from '@/ui/load-error';
import { Markdown } from '@/ui/markdown';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { PrivateImage } from '@/ui/private-image';
import { Select } from '@/ui/select';
import { focusField, getServerFieldError } from '@/ui/server-field-error';
import { Spinner } from '@/ui/spinner';
import { SubmitButton } from '@/ui/submit-button';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { useUnsavedChangesGuard } from '@/ui/use-unsaved-changes-guard';

const FIELD_ORDER: readonly ArticleFormField[] = [
  'title',
  'summary',
  'category',
  'tags',
  'body',
  'cover_media_id',
  'status',
];
const DISCARD_MESSAGE = msg`Discard your changes and load the version they saved?`;

function NotAllowed() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`You can't edit articles`} />
      <Notice>
        <p>
          <Trans>
            Only editors and admins can write and change articles. You can still read every published article.
          </Trans>
        </p>
        <Link
          to={href('articles')}
          className={buttonVariants({ variant: 'link', size: 'sm', className: 'self-start' })}
        >
          <Trans>Go to articles</Trans>
        </Link>
      </Notice>
    </>
  );
}

export function EditArticle() {
  const { t } = useLingui();
  const { id = NEW_ARTICLE_ID } = useParams();
  const isNew = id === NEW_ARTICLE_ID;
  const { canEdit, isLoading: isUserLoading } = useCanEditContent();
  const query = useArticle(id, { enabled: !isNew && canEdit });

  if (isUserLoading || (!isNew && canEdit && query.isPending)) {
    return (
      <>
        <PageHeading title={isNew ? t`New article` : t`Edit article`} />
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> <Trans>Loading…</Trans>
        </p>
      </>
    );
  }
  if (!canEdit) return <NotAllowed />;
  if (!isNew && query.isError) {
    if (getErrorStatus(query.error) === 404) {
      return (
        <>
          <PageHeading title={t`We couldn't find that article`} />
          <Link to={href('articles')} className={buttonVariants({ variant: 'link', className: 'self-start' })}>
            <Trans>Back to articles</Trans>
          </Link>
        </>
      );
    }
    return (
      <>
        <PageHeading title={t`Edit article`} />
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  // Keyed by version: loading their version (after a conflict) starts the form again from it.
  const article = isNew ? null : (query.data ?? null);
  return (
    <ArticleEditor
      key={article ? `${article.id}:${article.version}` : 'new'}
      article={article}
      onReload={async () => (await query.refetch()).data ?? null}
    />
  );
}

interface ArticleEditorProps {
  article: TArticle | null;
  onReload: () => Promise<TArticle | null>;
}

function ArticleEditor({ article, onReload }: ArticleEditorProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const formId = useId();
  const [initial] = useState<ArticleFormValues>(() => (article ? toFormValues(article) : EMPTY_ARTICLE_FORM));
  const [values, setValues] = useState<ArticleFormValues>(initial);
  const [saved, setSaved] = useState<ArticleFormValues>(initial);
  const [version, setVersion] = useState(article?.version ?? 0);
  const [errors, setErrors] = useState<FieldErrors<ArticleFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const upload = useUpload();
  const [cover, setCover] = useState<{ error: string | null; localUrl: string | null } | null>(null);
  const save = useSaveArticle();
  const isDirty = !isSameForm(values, saved);
  const isUploading = upload.isUploading;
  useUnsavedChangesGuard(isDirty);

  const backTo = article ? href('article', { id: article.id }) : href('articles');
  const title = article ? t`Edit article` : t`New article`;

  function setField<Key extends keyof ArticleFormValues>(key: Key, value: ArticleFormValues[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || isUploading) return;
    const form = event.currentTarget;
    setFormError(null);
    const parsed = ZCreateArticleRequest.safeParse(toCreateRequest(values));
    if (!parsed.success) {
      const fieldErrors = getFieldErrors<ArticleFormField>(parsed.error.issues);
      setErrors(fieldErrors);
      focusField(
        form,
        FIELD_ORDER.find((field) => field in fieldErrors),
      );
      return;
    }
    setErrors({});
    try {
      const result = await save.mutateAsync(
        article
          ? { id: article.id, request: toUpdateRequest(values, version) }
          : { id: null, request: toCreateRequest(values) },
      );
      const next = toFormValues(result);
      setSaved(next);
      setValues((current) => ({ ...current, coverUrl: result.cover_url }));
      setVersion(result.version);
      setConflict(false);
      toast({ title: t`Article saved`, variant: 'success' });
      if (!article) await navigate(href('editArticle', { id: result.id }), { replace: true });
    } catch (error) {
      if (isConflict(error)) {
        setConflict(true);
        return;
      }
      const { field, message } = getServerFieldError(error, getErrorStatus(error) === 400 ? FIELD_ORDER : [], {
        byStatus: {
          403: localizeContractMessage(ARTICLE_MESSAGES.editorsOnly),
          404: localizeContractMessage(ARTICLE_MESSAGES.notFound),
        },
      });
      if (field) {
        setErrors({ [field]: message });
        focusField(form, field);
        return;
      }
      setFormError(message);
    }
  }

  async function loadTheirVersion() {
    if (isDirty && !window.confirm(i18n._(DISCARD_MESSAGE))) return;
    // Marks the form clean first so the guard stays quiet; the key change remounts with their version.
    setSaved(values);
    await onReload();
  }

  async function onCoverChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setErrors((current) => ({ ...current, cover_media_id: localizeContractMessage(ARTICLE_MESSAGES.coverNotImage) }));
      return;
    }
    setErrors((current) => ({ ...current, cover_media_id: undefined }));
    const localUrl = URL.createObjectURL(file);
    setCover({ error: null, localUrl });
    const outcome = await upload.start((controls) => uploadCover(file, controls));
    if (outcome.status === 'done') {
      setValues((current) => ({ ...current, coverMediaId: outcome.value.id, coverUrl: null }));
      return;
    }
    URL.revokeObjectURL(localUrl);
    const failure = outcome.status === 'failed' ? outcome.error : null;
    const message = failure instanceof Error ? failure.message : t`The upload failed. Try again.`;
    setCover({ error: message, localUrl: null });
  }

  function removeCover() {
    if (cover?.localUrl) URL.revokeObjectURL(cover.localUrl);
    setCover(null);
    setValues((current) => ({ ...current, coverMediaId: null, coverUrl: null }));
  }

  const tags = parseTags(values.tags);
  // All bytes sent is not yet saved: the bar stops short of the end until the server answers.
  const coverFraction = Math.min(upload.fraction, 0.99);
  const uploadedPercent = i18n.number(coverFraction, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <>
      <PageHeading
        title={title}
        intro={article ? article.title : t`Write in Markdown; the preview shows what members will see.`}
        before={
          <Link to={backTo} className={buttonVariants({ variant: 'link', size: 'sm', className: 'self-start' })}>
            <span aria-hidden="true">←</span>
            {article ? <Trans>Back to the article</Trans> : <Trans>Back to articles</Trans>}
          </Link>
        }
      />
      {conflict ? (
        <Notice variant="destructive" role="alert">
          <p className="font-semibold">{localizeContractMessage(ARTICLE_MESSAGES.conflict)}</p>
          <p>
            <Trans>Your changes are still here and were not saved. Load their version to continue from it.</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void loadTheirVersion()}>
              <Trans>Load their version</Trans>
            </Button>
          </div>
        </Notice>
      ) : null}
      <form
        noValidate
        aria-label={title}
        id={formId}
        className="flex flex-col gap-5"
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormField id={`${formId}-title`} label={t`Title`} error={errors.title}>
          {(control) => (
            <Input
              {...control}
              name="title"
              value={values.title}
              onChange={(event) => setField('title', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${formId}-summary`}
          label={t`Summary`}
          hint={t`One or two sentences for the list.`}
          error={errors.summary}
        >
          {(control) => (
            <Textarea
              {...control}
              name="summary"
              rows={2}
              value={values.summary}
              onChange={(event) => setField('summary', event.target.value)}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${formId}-category`} label={t`Category`} error={errors.category}>
            {(control) => (
              <Select
                {...control}
                name="category"
                value={values.category}
                onChange={(event) => setField('category', event.target.value as ArticleFormValues['category'])}
              >
                <option value="">{t`Choose a category`}</option>
                {CONTENT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(i18n, category)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id={`${formId}-status`} label={t`Status`} error={errors.status}>
            {(control) => (
              <Select
                {...control}
                name="status"
                value={values.status}
                onChange={(event) => setField('status', event.target.value as ArticleFormValues['status'])}
              >
                <option value="draft">{t`Draft (editors only)`}</option>
                <option value="published">{t`Published (every member)`}</option>
              </Select>
            )}
          </FormField>
        </div>
        <FormField id={`${formId}-tags`} label={t`Tags`} hint={t`Separate tags with commas.`} error={errors.tags}>
          {(control) => (
            <Input
              {...control}
              name="tags"
              value={values.tags}
              onChange={(event) => setField('tags', event.target.value)}
            />
          )}
        </FormField>
        {tags.length > 0 ? (
          <ul aria-label={t`Tags to save`} className="-mt-3 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-surface-muted px-3 py-1 text-xs font-medium">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <FormField
          id={`${formId}-cover`}
          label={t`Cover image`}
          hint={t`JPEG, PNG, WebP or HEIC.`}
          error={errors.cover_media_id}
        >
          {(control) => (
            <div className="flex flex-col gap-3">
              {cover?.localUrl ? (
                <img
                  src={cover.localUrl}
                  alt={t`Cover preview`}
                  className="aspect-video w-full max-w-sm rounded-md object-cover"
                />
              ) : values.coverUrl ? (
                <PrivateImage
                  path={values.coverUrl}
                  alt={t`Cover preview`}
                  className="aspect-video w-full max-w-sm rounded-md"
                />
              ) : null}
              <input
                {...control}
                name="cover_media_id"
                type="file"
                accept={IMAGE_CONTENT_TYPES.join(',')}
                disabled={isUploading}
                className="text-sm file:mr-3 file:h-9 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:font-semibold focus-visible:outline-2 focus-visible:outline-ring"
                onChange={(event) => void onCoverChange(event)}
              />
              {isUploading ? (
                <div className="flex items-center gap-3 text-sm">
                  <progress max={1} value={coverFraction} aria-label={t`Cover upload`} className="w-40" />
                  <span role="status">
                    <Trans>Uploading… {uploadedPercent}</Trans>
                  </span>
                </div>
              ) : null}
              {cover?.error ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {cover.error}
                </p>
              ) : null}
              {values.coverMediaId ? (
                <Button variant="secondary" size="sm" className="self-start" onClick={removeCover}>
                  <Trans>Remove cover</Trans>
                </Button>
              ) : null}
            </div>
          )}
        </FormField>
        <div className="grid gap-5 lg:grid-cols-2">
          <FormField id={`${formId}-body`} label={t`Body (Markdown)`} error={errors.body}>
            {(control) => (
              <Textarea
                {...control}
                name="body"
                rows={18}
                className="font-mono text-sm"
                value={values.body}
                onChange={(event) => setField('body', event.target.value)}
              />
            )}
          </FormField>
          <section aria-labelledby={`${formId}-preview`} className="flex min-w-0 flex-col gap-1.5">
            <h2 id={`${formId}-preview`} className="text-sm font-medium">
              <Trans>Preview</Trans>
            </h2>
            <div className="min-h-40 rounded-md border border-border bg-surface p-4 break-words">
              {values.body.trim() ? (
                <Markdown source={values.body} topHeadingLevel={3} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  <Trans>The body appears here as you write.</Trans>
                </p>
              )}
            </div>
          </section>
        </div>
        <FormAlert message={formError} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton isSubmitting={save.isPending} pendingLabel={t`Saving…`} disabled={isUploading}>
            <Trans>Save article</Trans>
          </SubmitButton>
          <Link to={backTo} className={buttonVariants({ variant: 'secondary' })}>
            <Trans>Cancel</Trans>
          </Link>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {isDirty ? t`Unsaved changes` : ''}
          </p>
        </div>
      </form>
    </>
  );
}
