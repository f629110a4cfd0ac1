import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from '@/navigation/router/hooks';
import { ARTICLE_MESSAGES, ZCreateArticleRequest } from '@portal/contracts/articles';
import type { TArticle } from '@portal/contracts/articles';
import { useUpload } from '@/api/storage/use-upload';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { href } from '@/navigation/paths';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/use-toast';
import { editedArticleQueryOptions } from '../api/edited-content';
import { useSaveArticle } from '../api/save-article';
import { useVersionedRecord } from '../hooks/use-versioned-record';
import {
  ARTICLE_FIELD_ORDER,
  EMPTY_ARTICLE_FORM,
  isSameArticleForm,
  parseTags,
  toArticleFormValues,
  toArticleRequest,
} from '../utils/article-form';
import type { ArticleFormValues } from '../utils/article-form';
import { ArticleBodyField } from './article-body-field';
import { ArticleCoverField } from './article-cover-field';
import type { CategoryLabels } from './category-field';
import { ContentBasicsFields } from './content-basics-fields';
import { EditorFrame, EditorLoadGate } from './editor-frame';

const BACK_TO_ARTICLES = { to: href('articles'), label: <Trans>Back to articles</Trans> };

export interface ArticleEditorProps {
  /** The article to edit, or null for a new one. */
  articleId: string | null;
  /** Who may edit is still being checked: the editor waits, reading nothing, until it is known. */
  isCheckingAccess: boolean;
  categoryLabels: CategoryLabels;
}

/** The article editor, for editors and admins: the article loaded, then the form with its Markdown preview. */
export function ArticleEditor({ articleId, isCheckingAccess, categoryLabels }: ArticleEditorProps) {
  const { t } = useLingui();
  const article = useQuery({
    ...editedArticleQueryOptions(articleId ?? ''),
    enabled: articleId !== null && !isCheckingAccess,
  });
  return (
    <EditorLoadGate
      title={articleId === null ? t`New article` : t`Edit article`}
      notFoundTitle={t`We couldn't find that article`}
      back={BACK_TO_ARTICLES}
      loads={articleId === null ? [] : [article]}
      isWaiting={isCheckingAccess}
    >
      {() => <ArticleForm article={articleId === null ? null : article} categoryLabels={categoryLabels} />}
    </EditorLoadGate>
  );
}

function ArticleForm({
  article,
  categoryLabels,
}: {
  article: UseQueryResult<TArticle> | null;
  categoryLabels: CategoryLabels;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const idPrefix = useId();
  const record = useVersionedRecord(article);
  const { saved } = record;
  const upload = useUpload();
  const saveArticle = useSaveArticle();
  const form = useForm({
    initialValues: saved ? toArticleFormValues(saved) : EMPTY_ARTICLE_FORM,
    schema: ZCreateArticleRequest,
    toRequest: toArticleRequest,
    fields: ARTICLE_FIELD_ORDER,
    onSubmit: (request) =>
      record.save(() =>
        saveArticle.mutateAsync(
          saved ? { id: saved.id, request: { ...request, version: saved.version } } : { id: null, request },
        ),
      ),
    onSuccess: async (result) => {
      record.setSaved(result);
      form.setValue('coverUrl', result.cover_url);
      toast({ title: t`Article saved`, variant: 'success' });
      if (!saved) await navigate(href('editArticle', { id: result.id }), { replace: true });
    },
    failures: {
      detectsConflicts: true,
      byStatus: {
        403: localizeContractMessage(ARTICLE_MESSAGES.editorsOnly),
        404: localizeContractMessage(ARTICLE_MESSAGES.notFound),
      },
    },
    guardUnsavedChanges: true,
    isEqual: isSameArticleForm,
  });

  async function loadTheirVersion() {
    const theirs = await record.fetchLatest();
    record.setSaved(theirs);
    form.reset(toArticleFormValues(theirs));
  }

  const { values, errors } = form;
  const tags = parseTags(values.tags);
  const back = saved
    ? { to: href('article', { id: saved.id }), label: <Trans>Back to the article</Trans> }
    : BACK_TO_ARTICLES;
  return (
    <EditorFrame
      form={form}
      title={saved ? t`Edit article` : t`New article`}
      intro={saved ? saved.title : t`Write in Markdown; the preview shows what members will see.`}
      back={back}
      cancelTo={back.to}
      savedStatus={saved?.status ?? null}
      saveLabel={<Trans>Save article</Trans>}
      conflictMessage={localizeContractMessage(ARTICLE_MESSAGES.conflict)}
      theirVersion={record.theirVersion}
      onLoadTheirVersion={loadTheirVersion}
      isBusy={upload.isUploading}
    >
      <ContentBasicsFields
        idPrefix={idPrefix}
        form={form}
        categoryLabels={categoryLabels}
        blurb={
          <TextField
            id={`${idPrefix}-summary`}
            name="summary"
            label={t`Summary`}
            hint={t`One or two sentences for the list.`}
            multiline
            rows={2}
            value={values.summary}
            onChange={(summary) => form.setValue('summary', summary)}
            error={errors.summary}
          />
        }
        besideCategory={
          <FormField id={`${idPrefix}-status`} label={t`Status`} error={errors.status}>
            {(control) => (
              <Select
                {...control}
                name="status"
                value={values.status}
                onChange={(event) => form.setValue('status', event.target.value as ArticleFormValues['status'])}
              >
                <option value="draft">{t`Draft (editors only)`}</option>
                <option value="published">{t`Published (every member)`}</option>
              </Select>
            )}
          </FormField>
        }
      />
      <TextField
        id={`${idPrefix}-tags`}
        name="tags"
        label={t`Tags`}
        hint={t`Separate tags with commas.`}
        value={values.tags}
        onChange={(tags) => form.setValue('tags', tags)}
        error={errors.tags}
      />
      {tags.length > 0 ? (
        <ul aria-label={t`Tags to save`} className="-mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-surface-muted px-3 py-1 text-xs font-medium">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <ArticleCoverField idPrefix={idPrefix} form={form} upload={upload} />
      <ArticleBodyField
        idPrefix={idPrefix}
        value={values.body}
        onChange={(body) => form.setValue('body', body)}
        error={errors.body}
      />
    </EditorFrame>
  );
}
