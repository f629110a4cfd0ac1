import { ProgrammePage } from '@/features/partner-programmes/components/programme-page';
import { renderProgrammeSignOn } from './programme-sign-on';

export function OurRelationship() {
  return (
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the partner's product name, the same in every language
    <ProgrammePage programme="ourrelationship" title="OurRelationship" renderSignOn={renderProgrammeSignOn} />
  );
}
