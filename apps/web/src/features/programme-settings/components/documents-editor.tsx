import { Trans, useLingui } from '@lingui/react/macro';
import type { TDocumentKind } from '@portal/contracts/documents';
import { LoadError } from '@/ui/load-error';
import { useProgrammeDocument } from '../api/programme-settings-api';
import { DocumentForm } from './document-form';

interface DocumentEditorProps {
  kind: TDocumentKind;
  heading: string;
  saveLabel: string;
  savedMessage: string;
  memberPath: string;
}

function DocumentEditor({ kind, ...texts }: DocumentEditorProps) {
  const document = useProgrammeDocument(kind);
  if (document.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (document.isError) {
    return (
      <LoadError error={document.error} onRetry={() => void document.refetch()} isRetrying={document.isFetching} />
    );
  }
  return <DocumentForm kind={kind} document={document.data} {...texts} />;
}

/** The privacy policy and the thank-you page, each its own form. */
export function DocumentsEditor({ paths }: { paths: Record<TDocumentKind, string> }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="programme-documents-heading" className="flex flex-col gap-6">
      <h2 id="programme-documents-heading" className="text-xl font-semibold">
        <Trans>Privacy policy and thank-you page</Trans>
      </h2>
      <DocumentEditor
        kind="privacy-policy"
        heading={t`Privacy policy`}
        saveLabel={t`Save the privacy policy`}
        savedMessage={t`Privacy policy saved. Members see the new text now.`}
        memberPath={paths['privacy-policy']}
      />
      <DocumentEditor
        kind="thank-you"
        heading={t`Thank-you page`}
        saveLabel={t`Save the thank-you page`}
        savedMessage={t`Thank-you page saved. Members see the new text now.`}
        memberPath={paths['thank-you']}
      />
    </section>
  );
}
