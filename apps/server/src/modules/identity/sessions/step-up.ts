import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { SIGN_IN_SECURITY_ERROR_CODES, SIGN_IN_SECURITY_MESSAGES } from '@portal/contracts/sign-in-security';
import type { Database } from '../../../db/client';
import { sessions } from '../../../db/schema';
import type { Caller } from '../../../lib/caller';
import { AppError } from '../../../lib/errors';

/**
 * How long a proof given during the session (`POST /accounts/me/verify`, the first code of an app) counts
 * at the least, whatever the window: with a window of 0 it is what lets the action that asked for the
 * proof through when it runs again, and its second step (a new passkey's answer, after its options).
 */
export const STEP_UP_PROOF_GRACE_SECONDS = 60;

/**
 * Step-up: what matters (adding or removing a passkey, setting up an authenticator app beside a passkey,
 * turning the app off, new recovery codes, downloading one's data, deleting the account) needs the
 * password or a second factor within the last `minutes` (STEP_UP_MINUTES, 5 by default). Signing in
 * counts; `POST /accounts/me/verify` renews it. With 0 the sign-in never counts: every such change asks,
 * and a proof given for it counts for STEP_UP_PROOF_GRACE_SECONDS. Read from the session row each time,
 * not the cached caller: these calls are rare and a proof made on another instance counts at once.
 */
export interface StepUp {
  /** Throws STEP_UP_REQUIRED (403) unless the caller's session proved it is them within the window. */
  requireRecent(caller: Caller): Promise<void>;
  /** Records a fresh proof on the caller's session. */
  markVerified(caller: Caller): Promise<void>;
}

export function stepUpRequired(): AppError {
  return new AppError(SIGN_IN_SECURITY_ERROR_CODES.stepUpRequired, SIGN_IN_SECURITY_MESSAGES.stepUpRequired);
}

export interface StepUpOptions {
  /** The window after a proof, in minutes (STEP_UP_MINUTES); 0: only a proof given since signing in, briefly. */
  minutes: number;
}

export function createStepUp(db: Database, { minutes }: StepUpOptions): StepUp {
  return {
    async requireRecent({ sessionId, tenant }) {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.tenantId, tenant.id),
            isNull(sessions.revokedAt),
            or(
              gt(sessions.verifiedAt, sql`now() - make_interval(mins => ${minutes})`),
              // A proof given since the session opened: its sign-in (and a session it continues) set
              // `verified_at` at or before `created_at`, a later proof after it.
              and(
                gt(sessions.verifiedAt, sessions.createdAt),
                gt(sessions.verifiedAt, sql`now() - make_interval(secs => ${STEP_UP_PROOF_GRACE_SECONDS})`),
              ),
            ),
          ),
        )
        .limit(1);
      if (!row) throw stepUpRequired();
    },
    async markVerified({ sessionId, tenant }) {
      await db
        .update(sessions)
        .set({ verifiedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.tenantId, tenant.id)));
    },
  };
}
