import { useCallback } from 'react';
import { HandoffRelay } from '@/features/partner-sign-on/components/handoff-relay';

/** `/partner-handoff#…`: the native shell's sign-on continues here, in the in-app browser. */
export function PartnerHandoff() {
  const forgetFragment = useCallback(() => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);
  return <HandoffRelay fragment={window.location.hash} forgetFragment={forgetFragment} />;
}
