import { ProgrammePage } from '@/features/partner-programmes/components/programme-page';
import { renderProgrammeSignOn } from './programme-sign-on';

export function VrsFreedom365() {
  return (
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the partner's product name, the same in every language
    <ProgrammePage programme="vrsfreedom365" title="VRS Freedom 365" renderSignOn={renderProgrammeSignOn} />
  );
}
