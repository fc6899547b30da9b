/** A workflow whose first activation computes for a few seconds before it completes (the watchdog's test). */
export async function busyWorkflow(iterations: number): Promise<number> {
  let sum = 0;
  for (let i = 0; i < iterations; i++) sum = (sum + i) | 0;
  return sum;
}
