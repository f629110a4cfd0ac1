/**
 * Work that starts during a request and finishes after its answer: an email,
 * or a forgot-password request whose answer must not wait for (and so must not
 * reveal) whether an account exists. Tasks are tracked so shutdown and tests
 * can wait for them; a failure is logged, never thrown. They live in this
 * process only: a task still running when it stops is lost, as an email
 * would be mid-send.
 */
export interface BackgroundTaskLogger {
  error(details: object, message: string): void;
}

export interface BackgroundTasks {
  /** Starts the task and returns at once; if it fails, `describeFailure` says what to log (never a secret). */
  run(task: () => Promise<unknown>, describeFailure: { message: string; details?: object }): void;
  /** Resolves once every task, including those started by tasks, has finished. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(deps: { log: BackgroundTaskLogger }): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task, describeFailure) {
      const running = Promise.resolve()
        .then(task)
        .catch((error: unknown) => {
          deps.log.error({ err: error, ...describeFailure.details }, describeFailure.message);
        })
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
