import type { ComponentType } from 'react';
import { PARTNER_PROGRAMME_NAMES } from '@portal/contracts/programmes';
import type { TProgrammePageProgramme } from '@portal/contracts/partner-programmes';
import { ProgrammePage } from '@/features/partner-programmes/components/programme-page';
import { renderProgrammeSignOn } from './programme-sign-on';

/** A partner programme's page, the one screen every programme with a page (CorpCare, UCM…) is shown on. */
export function ProgrammeScreen({ programme }: { programme: TProgrammePageProgramme }) {
  return (
    <ProgrammePage
      programme={programme}
      title={PARTNER_PROGRAMME_NAMES[programme]}
      renderSignOn={renderProgrammeSignOn}
    />
  );
}

/** The screen of one programme, for its route (made once, when the route first loads). */
export function programmeScreen(programme: TProgrammePageProgramme): ComponentType {
  return function Programme() {
    return <ProgrammeScreen programme={programme} />;
  };
}
