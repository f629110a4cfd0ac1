/**
 * The maintenance job (run by one instance at a time, see scheduled-jobs.ts): deletes rows that no
 * longer count for anything — rate-limit counters whose window has passed, sign-in throttle runs gone
 * stale (a new failure would start over; sign-in itself sweeps only a bounded batch of its own tenant).
 * It also fails the eligibility checks, and undoes the commits, that a stopped server left behind, and
 * deletes members' data downloads once they expire (failing those a stopped server left preparing), and
 * passkey challenges past their few minutes, and second-step tickets and app handoff codes a day past their
 * end.
 * Retention of sessions, links and audit events is not decided here (docs/decisions/scheduled-jobs.md).
 */
export const MAINTENANCE_INTERVAL_MS = 3_600_000;

export function createMaintenance(deps: {
  purgeExpiredRateLimitCounters: () => Promise<number>;
  purgeStaleSignInThrottles: (now: Date) => Promise<number>;
  /** Eligibility files a stopped server left checking or committing: failed, their commits undone. */
  sweepInterruptedImports?: () => Promise<number>;
  /** Members' data downloads: expired ones deleted with their files, those left preparing failed. */
  sweepDataExports?: () => Promise<{ expired: number; interrupted: number }>;
  /** Passkey ceremonies' challenges, used or not, once expired. */
  purgeExpiredPasskeyChallenges?: (now: Date) => Promise<number>;
  /** Sign-in's second-step tickets and the app's handoff codes, a day after they ended. */
  purgeEndedSignInSteps?: () => Promise<number>;
  log: { info(details: object, message: string): void };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async run() {
      const rateLimitCounters = await deps.purgeExpiredRateLimitCounters();
      const signInThrottles = await deps.purgeStaleSignInThrottles(now());
      if (rateLimitCounters + signInThrottles > 0) {
        deps.log.info({ rateLimitCounters, signInThrottles }, 'maintenance: deleted expired rows');
      }
      const interruptedImports = (await deps.sweepInterruptedImports?.()) ?? 0;
      if (interruptedImports > 0) {
        deps.log.info({ interruptedImports }, 'maintenance: cleaned up interrupted eligibility files');
      }
      const dataExports = (await deps.sweepDataExports?.()) ?? { expired: 0, interrupted: 0 };
      if (dataExports.expired + dataExports.interrupted > 0) {
        deps.log.info(
          { expiredDataExports: dataExports.expired, interruptedDataExports: dataExports.interrupted },
          'maintenance: cleaned up data downloads',
        );
      }
      const passkeyChallenges = (await deps.purgeExpiredPasskeyChallenges?.(now())) ?? 0;
      if (passkeyChallenges > 0)
        deps.log.info({ passkeyChallenges }, 'maintenance: deleted expired passkey challenges');
      const signInSteps = (await deps.purgeEndedSignInSteps?.()) ?? 0;
      if (signInSteps > 0) deps.log.info({ signInSteps }, 'maintenance: deleted ended sign-in tickets and handoffs');
      return { rateLimitCounters, signInThrottles, interruptedImports, dataExports, passkeyChallenges, signInSteps };
    },
  };
}
export type Maintenance = ReturnType<typeof createMaintenance>;
