import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TResultSupport } from '@portal/contracts/questionnaire';
import { getCurrentBrand } from '@/brands/current-brand';
import { getSupportLine, supportHoursIn } from '@/brands/support-line';

export interface SupportContactProps {
  /** The server's support block, when it sent one; else the programme's line (brands/support-line.ts). */
  support?: TResultSupport | undefined;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * Only if a flagged result ever comes without its support block (the contract
 * says it never does). Not `EMERGENCY_NOTE` from contracts/brands: importing it
 * here would add it to the chunk every screen loads, login included.
 */
const EMERGENCY_NOTE_FALLBACK = msg`In an emergency, call your local emergency number now.`;

/** contracts' LOW_WELLBEING_SUPPORT_MESSAGE, for the same case. */
const SUPPORT_MESSAGE_FALLBACK = msg`Some of your answers suggest you may be going through a hard time. You don't have to handle it alone: our support team is here to listen and help you find the right care.`;

/** Where to get help: a low well-being result never stops at a number. */
export function SupportContact({ support, headingLevel: Heading = 'h3' }: SupportContactProps) {
  const { t, i18n } = useLingui();
  const brand = getCurrentBrand();
  const brandTitle = brand.title;
  const line = getSupportLine();
  const phone = support?.phone ?? line?.phone;
  const hours = support?.hours ?? (line ? supportHoursIn(line, i18n.locale) : undefined);
  return (
    <section
      aria-label={t`Where to get help`}
      className="flex flex-col gap-2 rounded-lg border-2 border-primary/40 bg-primary/5 p-4 text-sm"
      data-testid="support-contact"
    >
      <Heading className="text-base font-semibold">
        <Trans>Where to get help</Trans>
      </Heading>
      <p>{support?.message ?? i18n._(SUPPORT_MESSAGE_FALLBACK)}</p>
      {phone ? (
        <p>
          <Trans>Call {brandTitle} support:</Trans>{' '}
          <a
            href={`tel:${phone.replace(/\s+/g, '')}`}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {phone}
          </a>{' '}
          {hours ? <span className="text-muted-foreground">({hours})</span> : null}
        </p>
      ) : null}
      <p className="font-semibold">{support?.emergency_note ?? i18n._(EMERGENCY_NOTE_FALLBACK)}</p>
    </section>
  );
}
