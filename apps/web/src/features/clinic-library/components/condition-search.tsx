import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CLINIC_SEARCH_MAX_LENGTH } from '@portal/contracts/clinic-library';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { useSearchClinicConditions } from '../api/search-clinic-conditions';
import { ConditionList } from './condition-list';
import { LibraryLoadError } from './library-load-error';

export interface ConditionSearchProps {
  /** What is in the box. */
  text: string;
  onTextChange: (text: string) => void;
  /** `text` once the member has paused typing: what is searched. */
  query: string;
}

/**
 * The library's search box and its results, which appear as the member types. States: a hint before
 * anything is typed, "type a word" for spaces only, searching, no results, too long, an error.
 */
export function ConditionSearch({ text, onTextChange, query }: ConditionSearchProps) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const trimmed = query.trim();
  const isTooLong = trimmed.length > CLINIC_SEARCH_MAX_LENGTH;
  const search = useSearchClinicConditions(isTooLong ? '' : trimmed);
  const isTyping = text.trim() !== trimmed;
  const hasText = text !== '';
  const results = search.data?.query === trimmed ? search.data : undefined;

  let status: React.ReactNode = null;
  if (!hasText) status = null;
  else if (text.trim() === '' || search.data?.reason === 'empty-query') status = <Trans>Type a word to search.</Trans>;
  else if (isTooLong || search.data?.reason === 'query-too-long') {
    status = <Trans>That search is too long. Try a word or two, such as “asthma”.</Trans>;
  } else if (isTyping || (search.isFetching && !results)) {
    status = (
      <span className="inline-flex items-center gap-2">
        <Spinner />
        <Trans>Searching…</Trans>
      </span>
    );
  } else if (results && results.results.length === 0) {
    status = (
      <Trans>No conditions match “{trimmed}”. Check the spelling, try another word, or browse by letter below.</Trans>
    );
  } else if (results) {
    const count = results.results.length;
    status = <Plural value={count} one="# condition found" other="# conditions found" />;
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${inputId}-heading`} className="sr-only">
        <Trans>Search</Trans>
      </h2>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-base font-semibold">
          <Trans>Search conditions</Trans>
        </label>
        <p id={hintId} className="text-sm text-muted-foreground">
          <Trans>
            Type a condition or a symptom, such as asthma or back pain. Spelling doesn’t have to be perfect.
          </Trans>
        </p>
        <Input
          id={inputId}
          type="search"
          value={text}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          placeholder={t`For example: asthma`}
          onChange={(event) => onTextChange(event.target.value)}
        />
      </form>
      <p role="status" aria-live="polite" className="min-h-6 text-sm">
        {status}
      </p>
      {search.isError && !isTyping ? (
        <LibraryLoadError error={search.error} onRetry={() => void search.refetch()} isRetrying={search.isFetching}>
          <Trans>We couldn’t search the library. Check your connection and try again.</Trans>
        </LibraryLoadError>
      ) : null}
      {hasText && results && results.results.length > 0 ? <ConditionList conditions={results.results} /> : null}
    </section>
  );
}
