import { ProgrammePage } from '@/features/partner-programmes/components/programme-page';
import { renderProgrammeSignOn } from './programme-sign-on';

export function Ucm() {
  return (
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the partner's product name, the same in every language
    <ProgrammePage programme="ucm" title="UCM" renderSignOn={renderProgrammeSignOn} />
  );
}
