import { ProgrammePage } from '@/features/partner-programmes/components/programme-page';
import { renderProgrammeSignOn } from './programme-sign-on';

export function CorpCare() {
  return (
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the partner's product name, the same in every language
    <ProgrammePage programme="corpcare" title="CorpCare" renderSignOn={renderProgrammeSignOn} />
  );
}
