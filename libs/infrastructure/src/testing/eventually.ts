/**
 * Waits for an asynchronous outcome (a projection catching up, a message arriving) by retrying
 * the assertion until it passes. The timeout is a give-up bound, not a speed claim.
 */
export const eventually = async <T>(assertion: () => Promise<T> | T, timeoutMs = 30_000, intervalMs = 100): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await assertion();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`eventually: gave up after ${timeoutMs} ms`);
};
