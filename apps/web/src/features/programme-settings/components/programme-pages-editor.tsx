import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TProgrammePageProgramme } from '@portal/contracts/partner-programmes';
import { Label } from '@/ui/label';
import { LoadError } from '@/ui/load-error';
import { Select } from '@/ui/select';
import { useProgrammePages } from '../api/programme-settings-api';
import { PROGRAMME_NAMES } from '../utils/page-form';
import { ProgrammePageForm } from './programme-page-form';

/** Pick one of the programme pages the tenant offers and a language, then edit that page. */
export function ProgrammePagesEditor() {
  const { t } = useLingui();
  const pages = useProgrammePages();
  const [chosen, setChosen] = useState<TProgrammePageProgramme | undefined>();
  const [locale, setLocale] = useState<TAppLocale>('en');
  const dirty = useRef(false);
  /** Switching page drops the form's edits: ask first. */
  const mayLeave = () => !dirty.current || window.confirm(t`You have unsaved changes. Leave without saving them?`);

  return (
    <section aria-labelledby="programme-pages-heading" className="flex flex-col gap-4">
      <h2 id="programme-pages-heading" className="text-xl font-semibold">
        <Trans>Partner programme pages</Trans>
      </h2>
      {pages.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          <Trans>Loading the programme pages…</Trans>
        </p>
      ) : pages.isError ? (
        <LoadError error={pages.error} onRetry={() => void pages.refetch()} isRetrying={pages.isFetching} />
      ) : pages.data.programmes.length === 0 ? (
        <p className="text-sm">
          <Trans>The programme offers no partner programme with a page of its own.</Trans>
        </p>
      ) : (
        (() => {
          const entry =
            pages.data.programmes.find((candidate) => candidate.programme === chosen) ?? pages.data.programmes[0]!;
          return (
            <>
              <div className="flex flex-col gap-4 sm:flex-row">
                <div className="flex flex-col gap-1.5 sm:w-64">
                  <Label htmlFor="programme-page-programme">
                    <Trans>Programme</Trans>
                  </Label>
                  <Select
                    id="programme-page-programme"
                    value={entry.programme}
                    onChange={(event) => {
                      if (mayLeave()) setChosen(event.target.value as TProgrammePageProgramme);
                    }}
                  >
                    {pages.data.programmes.map(({ programme }) => (
                      <option key={programme} value={programme}>
                        {PROGRAMME_NAMES[programme]}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="flex flex-col gap-1.5 sm:w-48">
                  <Label htmlFor="programme-page-locale">
                    <Trans>Language</Trans>
                  </Label>
                  <Select
                    id="programme-page-locale"
                    value={locale}
                    onChange={(event) => {
                      if (mayLeave()) setLocale(event.target.value === 'es' ? 'es' : 'en');
                    }}
                  >
                    <option value="en">{t`English`}</option>
                    <option value="es">{t`Spanish`}</option>
                  </Select>
                </div>
              </div>
              <ProgrammePageForm
                key={`${entry.programme}-${locale}`}
                programme={entry.programme}
                locale={locale}
                page={entry.pages[locale]}
                onDirtyChange={(isDirty) => {
                  dirty.current = isDirty;
                }}
              />
            </>
          );
        })()
      )}
    </section>
  );
}
