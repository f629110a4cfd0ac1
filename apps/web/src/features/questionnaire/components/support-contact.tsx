import type { TResultSupport } from '@portal/contracts/questionnaire';
import { LOW_WELLBEING_SUPPORT_MESSAGE } from '@portal/contracts/questionnaire';
import { getCurrentBrand } from '../../../brands/current-brand';

export interface SupportContactProps {
  /** The server's support block, when it sent one; else the brand's own line. */
  support?: TResultSupport | undefined;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * Only if a flagged result ever comes without its support block (the contract
 * says it never does). Not `EMERGENCY_NOTE` from contracts/brands: importing it
 * here would add it to the chunk every screen loads, login included.
 */
const EMERGENCY_NOTE_FALLBACK = 'In an emergency, call your local emergency number now.';

/** Where to get help: a low well-being result never stops at a number. */
export function SupportContact({ support, headingLevel: Heading = 'h3' }: SupportContactProps) {
  const brand = getCurrentBrand();
  const phone = support?.phone ?? brand.support.phone;
  const hours = support?.hours ?? brand.support.hours;
  return (
    <section
      aria-label="Where to get help"
      className="flex flex-col gap-2 rounded-lg border-2 border-primary/40 bg-primary/5 p-4 text-sm"
      data-testid="support-contact"
    >
      <Heading className="text-base font-semibold">Where to get help</Heading>
      <p>{support?.message ?? LOW_WELLBEING_SUPPORT_MESSAGE}</p>
      <p>
        Call {brand.title} support:{' '}
        <a
          href={`tel:${phone.replace(/\s+/g, '')}`}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {phone}
        </a>{' '}
        <span className="text-muted-foreground">({hours})</span>
      </p>
      <p className="font-semibold">{support?.emergency_note ?? EMERGENCY_NOTE_FALLBACK}</p>
    </section>
  );
}
