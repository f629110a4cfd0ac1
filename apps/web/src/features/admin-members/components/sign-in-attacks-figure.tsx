import { Plural, Trans } from '@lingui/react/macro';
import type { TSignInAttackFigure } from '@portal/contracts/audit-log';

/** "12 blocked sign-in attempts from 7 addresses in the last 24 h": under a member attacked lately. */
export function SignInAttacksFigure({ figure }: { figure: TSignInAttackFigure | undefined }) {
  if (!figure || figure.blocked_attempts === 0) return null;
  return (
    <p className="mt-1 text-sm text-destructive">
      <Trans>
        <Plural value={figure.blocked_attempts} one="# blocked sign-in attempt" other="# blocked sign-in attempts" />{' '}
        from <Plural value={figure.addresses} one="# address" other="# addresses" /> in the last 24 h
      </Trans>
    </p>
  );
}
