import type { Activity } from '../../../services/contracts/channels/teamsActivity';

/**
 * How the sandbox posts an activity to a bot's messaging endpoint, as the Bot Framework does:
 * JSON with `Authorization: Bearer <activity token>`. A network failure or a 5xx is tried again
 * after 0.25 and 0.5 s. Answers the endpoint's last status, 0 when it was never reached.
 */
export const DELIVERY = { attempts: 3, firstWaitMs: 250, timeoutMs: 10_000 } as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export async function deliverActivity(endpoint: string, activity: Activity, token: string): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < DELIVERY.attempts; attempt += 1) {
    if (attempt > 0) await sleep(DELIVERY.firstWaitMs * 2 ** (attempt - 1));
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(activity),
        redirect: 'error',
        signal: AbortSignal.timeout(DELIVERY.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      status = response.status;
      if (status < 500) return status;
    } catch {
      status = 0;
    }
  }
  return status;
}
