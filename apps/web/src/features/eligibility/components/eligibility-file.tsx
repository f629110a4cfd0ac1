import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { ELIGIBILITY_COLUMNS, ELIGIBILITY_MAX_FILE_BYTES, ELIGIBILITY_MAX_ROWS } from '@portal/contracts/eligibility';
import type { TEligibilityCounts, TEligibilityImport } from '@portal/contracts/eligibility';
import { getFormErrorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormAlert } from '@/ui/form-alert';
import { Notice } from '@/ui/notice';
import { ProgressBar } from '@/ui/progress-bar';
import { useEligibilityImport, useEligibilityMutations } from '../api/eligibility-api';
import { DryRunRows } from './dry-run-rows';

function progressOf(answer: TEligibilityImport): number {
  if (!answer.total_rows) return 0;
  return answer.processed_rows / answer.total_rows;
}

function Counts({ counts }: { counts: TEligibilityCounts }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const items = [
    { key: 'add', label: <Trans>To add</Trans>, value: counts.add },
    { key: 'update', label: <Trans>To update</Trans>, value: counts.update },
    { key: 'unchanged', label: <Trans>Unchanged</Trans>, value: counts.unchanged },
    { key: 'terminate', label: <Trans>To terminate</Trans>, value: counts.terminate },
    { key: 'error', label: <Trans>Errors</Trans>, value: counts.error },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {items.map((item) => (
        <div
          key={item.key}
          className={cn(
            'rounded-md border border-border p-3',
            item.key === 'error' && item.value > 0 && 'border-destructive text-destructive',
          )}
        >
          <dt className="text-sm">{item.label}</dt>
          <dd className="text-2xl font-semibold">{number.format(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An eligibility file, from upload to commit: choose or drop a CSV, watch the check's progress, read
 * the dry run (counts, then the rows with errors first), then commit it after a confirmation that names
 * the counts, or discard it.
 */
export function EligibilityFile() {
  const { t, i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const { upload, commit, discard } = useEligibilityMutations();
  const current = useEligibilityImport(importId);
  const answer = importId ? current.data : undefined;
  const number = new Intl.NumberFormat(i18n.locale);

  function send(file: File | undefined) {
    if (!file) return;
    setTooLarge(file.size > ELIGIBILITY_MAX_FILE_BYTES);
    if (file.size > ELIGIBILITY_MAX_FILE_BYTES) return;
    commit.reset();
    upload.mutate(file, { onSuccess: (created) => setImportId(created.id) });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    send(event.dataTransfer.files[0]);
  }

  function startOver() {
    setImportId(null);
    upload.reset();
    commit.reset();
    if (input.current) input.current.value = '';
  }

  const counts = answer?.counts ?? null;
  const isBusy = upload.isPending || answer?.status === 'checking' || answer?.status === 'committing';
  const changes = counts ? counts.add + counts.update + counts.terminate : 0;

  return (
    // Long words (the header row, a file's name) wrap rather than widen the page at 360 px.
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-4 break-words">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        <Trans>Upload an eligibility file</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>
          A CSV file with the header row {ELIGIBILITY_COLUMNS.join(',')}, in any order. Dates as YYYY-MM-DD;
          relationship employee, spouse or dependent; status active or terminated; the company by its name. At most{' '}
          {number.format(ELIGIBILITY_MAX_ROWS)} rows. Nothing changes until you commit the checked file.
        </Trans>
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-start gap-2 rounded-lg border-2 border-dashed border-border p-4',
          isDragging && 'border-primary bg-surface-muted',
        )}
      >
        <label htmlFor={`${id}-file`} className="font-medium">
          <Trans>Choose a CSV file, or drop it here</Trans>
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={isBusy}
          className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-surface file:px-3"
          onChange={(event) => send(event.target.files?.[0])}
        />
      </div>
      {tooLarge ? (
        <FormAlert
          message={t`This file is larger than ${number.format(ELIGIBILITY_MAX_FILE_BYTES / 1024 / 1024)} MB. Split it into smaller files.`}
        />
      ) : null}
      <FormAlert message={upload.isError ? getFormErrorMessage(upload.error) : null} />

      <div aria-live="polite" className="flex flex-col gap-4">
        {answer?.status === 'checking' ? (
          <ProgressBar value={progressOf(answer)} label={t`Checking ${answer.file_name}`} />
        ) : null}
        {answer?.status === 'committing' ? (
          <ProgressBar value={progressOf(answer)} label={t`Applying ${answer.file_name}`} />
        ) : null}
        {answer?.status === 'failed' ? (
          <Notice variant="destructive" role="alert">
            <div className="flex flex-col gap-2">
              <p className="font-semibold">
                <Trans>{answer.file_name} could not be used.</Trans>
              </p>
              <p>{answer.failure}</p>
            </div>
          </Notice>
        ) : null}
        {answer?.status === 'committed' && counts ? (
          <Notice role="status">
            <Trans>
              {answer.file_name} is committed: {number.format(counts.add)} added and invited,{' '}
              {number.format(counts.update)} updated, {number.format(counts.terminate)} deactivated.
            </Trans>
          </Notice>
        ) : null}
        {answer?.status === 'discarded' ? (
          <Notice role="status">
            <Trans>{answer.file_name} was discarded. Nothing changed.</Trans>
          </Notice>
        ) : null}
      </div>

      {answer && counts && (answer.status === 'checked' || answer.status === 'committed') ? (
        <section aria-labelledby={`${id}-dry-run`} className="flex flex-col gap-4">
          <h3 id={`${id}-dry-run`} className="text-lg font-semibold">
            {answer.status === 'checked' ? (
              <Trans>Dry run of {answer.file_name}</Trans>
            ) : (
              <Trans>What {answer.file_name} did</Trans>
            )}
          </h3>
          <Counts counts={counts} />
          {answer.status === 'checked' ? (
            <>
              {counts.error > 0 ? (
                <Notice variant="destructive">
                  {plural(counts.error, {
                    one: 'Fix the row with an error in the file and upload it again: a file with errors cannot be committed.',
                    other:
                      'Fix the # rows with errors in the file and upload it again: a file with errors cannot be committed.',
                  })}
                </Notice>
              ) : null}
              <FormAlert message={commit.isError ? getFormErrorMessage(commit.error) : null} />
              <div className="flex flex-wrap gap-3">
                <Button disabled={counts.error > 0 || changes === 0} onClick={() => setIsConfirming(true)}>
                  <Trans>Commit</Trans>
                </Button>
                <Button
                  variant="secondary"
                  disabled={discard.isPending}
                  onClick={() => discard.mutate(answer.id, { onSuccess: () => void current.refetch() })}
                >
                  <Trans>Discard</Trans>
                </Button>
              </div>
            </>
          ) : null}
          <DryRunRows key={`${answer.id}-${answer.status}`} importId={answer.id} counts={counts} />
        </section>
      ) : null}

      {answer && answer.status !== 'checking' && answer.status !== 'committing' && answer.status !== 'checked' ? (
        <div>
          <Button variant="secondary" onClick={startOver}>
            <Trans>Upload another file</Trans>
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={isConfirming && answer?.status === 'checked'}
        title={t`Commit ${answer?.file_name ?? ''}?`}
        description={
          counts
            ? t`This adds ${number.format(counts.add)} members and sends them invitations, updates ${number.format(counts.update)} and deactivates ${number.format(counts.terminate)}, all at once.`
            : undefined
        }
        confirmLabel={t`Commit`}
        pendingLabel={t`Committing…`}
        isPending={commit.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          if (!answer) return;
          commit.mutate(answer.id, { onSettled: () => setIsConfirming(false) });
        }}
      />
    </section>
  );
}
