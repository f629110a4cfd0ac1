import { SIGN_IN_SECURITY_ERROR_CODES } from '@portal/contracts/sign-in-security';
import { getErrorCode } from '@/api/error-message';

/**
 * Step-up: what matters (adding or removing a passkey, setting up the authenticator app beside a passkey,
 * turning two-step sign-in off, new recovery codes, downloading one's data, deleting the account) answers
 * 403 STEP_UP_REQUIRED unless the member proved it is them within the server's window (a few minutes; on
 * a programme whose window is 0, every such action asks). `withStepUp` runs such an action; on that answer it asks the mounted prompt (StepUpDialog) for
 * the password or a code, and runs the action once more when the member gave one. A prompt the member
 * closes rethrows the server's refusal, whose message says what was needed.
 */
type Listener = () => void;

/** The prompt waiting for the member, resolved true once they proved it is them. */
let pending: { resolve: (isProved: boolean) => void } | null = null;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeToStepUp(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isStepUpPending(): boolean {
  return pending !== null;
}

/** The prompt's answer: the member proved it is them (true) or closed it (false). */
export function settleStepUp(isProved: boolean): void {
  const current = pending;
  pending = null;
  notify();
  current?.resolve(isProved);
}

function askForStepUp(): Promise<boolean> {
  // No prompt mounted (outside the signed-in layouts): nothing to ask with, the refusal stands.
  if (listeners.size === 0) return Promise.resolve(false);
  // One prompt at a time: a second request while one is open waits on the same answer.
  if (pending) {
    const { resolve } = pending;
    return new Promise((next) => {
      pending = {
        resolve: (isProved) => {
          resolve(isProved);
          next(isProved);
        },
      };
    });
  }
  return new Promise((resolve) => {
    pending = { resolve };
    notify();
  });
}

export function isStepUpRequired(error: unknown): boolean {
  return getErrorCode(error) === SIGN_IN_SECURITY_ERROR_CODES.stepUpRequired;
}

export async function withStepUp<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!isStepUpRequired(error) || !(await askForStepUp())) throw error;
    return action();
  }
}

// Stays module state: withStepUp runs in features' API calls, outside React, and asks the one mounted prompt.
/** Tests: no prompt waiting. */
export function resetStepUpForTests(): void {
  pending = null;
  listeners.clear();
}
