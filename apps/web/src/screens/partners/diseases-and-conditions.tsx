import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@/navigation/router/hooks';
import { CLINIC_LETTERS } from '@portal/contracts/clinic-library';
import { useClinicConditions } from '@/features/clinic-library/api/get-clinic-conditions';
import { useClinicLetters } from '@/features/clinic-library/api/get-clinic-letters';
import { ConditionList } from '@/features/clinic-library/components/condition-list';
import { ConditionSearch } from '@/features/clinic-library/components/condition-search';
import { LetterIndex } from '@/features/clinic-library/components/letter-index';
import { LibraryLoadError } from '@/features/clinic-library/components/library-load-error';
import { BackButton } from '@/navigation/back-button';
import { href } from '@/navigation/paths';
import { PageHeading } from '@/ui/page-heading';
import { useDebouncedValue } from '@/ui/use-debounced-value';

/** How long the member pauses typing before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

function readLetter(value: string | null): string | null {
  const letter = value?.trim().toUpperCase() ?? '';
  return CLINIC_LETTERS.includes(letter) ? letter : null;
}

/**
 * The clinic library's index: search as you type (`?q=`), and A–Z (`?letter=`). Both live in the
 * address, so back and forward, a reload and a shared link show the same thing.
 */
export function DiseasesAndConditions() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const letter = readLetter(params.get('letter'));
  const urlQuery = params.get('q') ?? '';

  const [text, setText] = useState(urlQuery);
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  /** The last `q` this screen wrote, to tell its own address changes from back and forward. */
  const written = useRef(urlQuery);

  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (query === '') next.delete('q');
        else {
          next.set('q', query);
          next.delete('letter');
        }
        return next;
      },
      { replace: true },
    );
  }, [query, setParams]);

  useEffect(() => {
    if (urlQuery === written.current) return;
    // Back, forward or a letter link changed the address: the box follows it.
    written.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);

  const letters = useClinicLetters();
  const conditions = useClinicConditions(letter);
  const isSearching = text !== '';

  const toLetter = (value: string) => `${href('diseasesAndConditions')}?${new URLSearchParams({ letter: value })}`;

  return (
    <>
      <PageHeading
        title={t`Diseases and conditions`}
        intro={t`Plain-language guides from your programme’s clinic library. General information, not medical advice.`}
        before={<BackButton fallback={href('mayoClinic')} label={t`Back to the clinic library`} />}
      />
      <ConditionSearch text={text} onTextChange={setText} query={query} />

      {isSearching ? null : (
        <section aria-labelledby="browse-heading" className="flex flex-col gap-4">
          <h2 id="browse-heading" className="text-xl font-semibold tracking-tight">
            <Trans>Browse from A to Z</Trans>
          </h2>
          {letters.isPending ? (
            <div aria-hidden="true" className="flex animate-pulse flex-wrap gap-1">
              {CLINIC_LETTERS.map((value) => (
                <div key={value} className="size-10 rounded-md bg-surface-muted" />
              ))}
            </div>
          ) : letters.isError ? (
            <LibraryLoadError
              error={letters.error}
              onRetry={() => void letters.refetch()}
              isRetrying={letters.isFetching}
            >
              <Trans>We couldn’t load the library. Check your connection and try again.</Trans>
            </LibraryLoadError>
          ) : (
            <LetterIndex letters={letters.data.letters} current={letter} toLetter={toLetter} />
          )}

          {letter === null ? (
            <p className="text-muted-foreground">
              <Trans>Choose a letter to see its conditions.</Trans>
            </p>
          ) : (
            <section aria-labelledby="letter-heading" className="flex flex-col gap-3">
              <h3 id="letter-heading" className="text-lg font-semibold">
                <Trans>Conditions starting with {letter}</Trans>
              </h3>
              {conditions.isPending ? (
                <p role="status" className="text-muted-foreground">
                  <Trans>Loading conditions…</Trans>
                </p>
              ) : conditions.isError ? (
                <LibraryLoadError
                  error={conditions.error}
                  onRetry={() => void conditions.refetch()}
                  isRetrying={conditions.isFetching}
                >
                  <Trans>We couldn’t load these conditions. Check your connection and try again.</Trans>
                </LibraryLoadError>
              ) : conditions.data.conditions.length === 0 ? (
                <p>
                  <Trans>No conditions start with {letter}.</Trans>
                </p>
              ) : (
                <ConditionList conditions={conditions.data.conditions} />
              )}
            </section>
          )}
        </section>
      )}
    </>
  );
}
