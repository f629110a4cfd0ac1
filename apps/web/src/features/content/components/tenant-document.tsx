import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { TDocumentKind, TTenantDocumentResponse } from '@portal/contracts/documents';
import { getFormErrorMessage } from '@/api/error-message';
import { LoadError } from '@/ui/load-error';
import { Markdown } from '@/ui/markdown';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';
import { getTenantDocument } from '../api/get-tenant-document';
import { formatContentDate } from '../utils/format';

type LoadState =
  { status: 'loading' } | { status: 'ready'; document: TTenantDocumentResponse } | { status: 'failed'; error: unknown };

export interface TenantDocumentProps {
  kind: TDocumentKind;
  /** The heading while the document loads or when it cannot be shown. */
  fallbackTitle: string;
  /** Shown when the tenant's document has no text. */
  emptyText: string;
  /** After the text (for example, where to go next). */
  children?: ReactNode;
}

/** The tenant's own copy of a document, with loading, empty and error states. */
export function TenantDocument({ kind, fallbackTitle, emptyText, children }: TenantDocumentProps) {
  const { t, i18n } = useLingui();
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    getTenantDocument(kind).then(
      (document) => {
        if (isCurrent) setLoad({ status: 'ready', document });
      },
      (error: unknown) => {
        if (isCurrent) setLoad({ status: 'failed', error });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [kind, attempt]);

  if (load.status !== 'ready') {
    return (
      <article className="flex flex-col gap-6">
        <PageHeading title={fallbackTitle} />
        {load.status === 'loading' ? (
          <LoadingStatus size="md">
            <Trans>Loading…</Trans>
          </LoadingStatus>
        ) : (
          <LoadError
            error={load.error}
            title={t`We couldn't load this page.`}
            onRetry={() => {
              setLoad({ status: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            {getFormErrorMessage(load.error)}
          </LoadError>
        )}
        {children}
      </article>
    );
  }

  const { document } = load;
  const hasText = document.body_markdown.trim() !== '';
  const updatedOn = formatContentDate(i18n, document.updated_at);
  return (
    <article className="flex flex-col gap-6">
      <PageHeading
        title={document.title}
        intro={
          <>
            <Trans>
              Last updated <time dateTime={document.updated_at}>{updatedOn}</time>
            </Trans>
          </>
        }
      />
      {hasText ? (
        <Markdown source={document.body_markdown} />
      ) : (
        <Notice>
          <p>{emptyText}</p>
        </Notice>
      )}
      {children}
    </article>
  );
}
