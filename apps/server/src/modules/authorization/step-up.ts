import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  SIGN_IN_SECURITY_ERROR_CODES,
  SIGN_IN_SECURITY_MESSAGES,
  STEP_UP_MINUTES,
} from '@portal/contracts/sign-in-security';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { AppError } from '../../lib/errors';

/**
 * Step-up: what matters (changing the email or password, turning two-step sign-in off, removing a passkey,
 * downloading one's data, deleting the account) needs the password or a second factor within the last
 * STEP_UP_MINUTES. Signing in counts; `POST /accounts/me/verify` renews it. Read from the session row each
 * time, not the cached caller: these calls are rare and a proof made on another instance counts at once.
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

export function createStepUp(db: Database): StepUp {
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
            gt(sessions.verifiedAt, sql`now() - make_interval(mins => ${STEP_UP_MINUTES})`),
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
