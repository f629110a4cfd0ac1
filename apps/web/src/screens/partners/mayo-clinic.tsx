import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useNavigate } from '@/navigation/router/hooks';
import { Link } from '@/navigation/link';
import { useTrackShown } from '@/analytics/use-track';
import { href } from '@/navigation/paths';
import { Button, buttonVariants } from '@/ui/button';
import { Input } from '@/ui/input';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';

/** The programme's clinic library: what it is, a way into the A–Z index, and a search. */
export function MayoClinic() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  useTrackShown('partner_open', { programme: 'mayo-clinic' }, 'mayo-clinic');

  return (
    <>
      <PageHeading
        title={t`Health library`}
        intro={t`Your programme’s clinic library: clear, plain-language guides to common diseases and conditions, what their symptoms are, when to see a doctor, and how they are treated.`}
      />
      <Notice>
        <p>
          <Trans>
            The library is general information, not medical advice. For advice about your own health, talk to your
            doctor or nurse.
          </Trans>
        </p>
      </Notice>
      <section aria-labelledby="library-browse" className="flex flex-col gap-3">
        <h2 id="library-browse" className="text-xl font-semibold tracking-tight">
          <Trans>Browse the library</Trans>
        </h2>
        <p>
          <Trans>See every condition from A to Z.</Trans>
        </p>
        <Link to={href('diseasesAndConditions')} className={buttonVariants({ className: 'self-start' })}>
          <Trans>Browse diseases and conditions</Trans>
        </Link>
      </section>
      <section aria-labelledby="library-search" className="flex flex-col gap-3">
        <h2 id="library-search" className="text-xl font-semibold tracking-tight">
          <Trans>Search the library</Trans>
        </h2>
        <form
          role="search"
          className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const query = text.trim();
            const target = href('diseasesAndConditions');
            void navigate(query ? `${target}?${new URLSearchParams({ q: query }).toString()}` : target);
          }}
        >
          <div className="flex flex-1 flex-col gap-2">
            <label htmlFor={inputId} className="font-semibold">
              <Trans>Condition or symptom</Trans>
            </label>
            <Input
              id={inputId}
              type="search"
              value={text}
              autoComplete="off"
              placeholder={t`For example: asthma`}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
        </form>
      </section>
    </>
  );
}
