/** Polls `condition` until it holds (resolves) or the deadline passes (throws, naming what was awaited). */
export async function waitFor(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
