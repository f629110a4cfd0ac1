import type { RenderSignOn } from '@/features/partner-programmes/components/programme-page';
import { PartnerSignOnButton } from '@/features/partner-sign-on/components/partner-sign-on-button';

/** A programme page whose contact is a sign-on partner starts that partner's handoff. */
export const renderProgrammeSignOn: RenderSignOn = (partner, label, className) => (
  <PartnerSignOnButton partner={partner} className={className}>
    {label}
  </PartnerSignOnButton>
);
