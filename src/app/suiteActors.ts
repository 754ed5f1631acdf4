import type { SuiteActors } from '../../ui/channels/suiteActors';
import { lazily } from './lazily';

const client = async () => (await import('../../services/suiteConnect')).suiteConnect;

/** The suite form's calls over REST (services/suiteConnect.ts), loaded at their first use. */
export const suiteActors: SuiteActors = {
  fetchSuiteCaptcha: lazily(
    client,
    (c) =>
      ({ companyId, url }: { companyId: string; url: string | null }, signal?: AbortSignal) =>
        c.captcha(companyId, url, signal),
  ),
  suiteLogin: lazily(
    client,
    (c) =>
      ({ companyId, url, ...login }: Parameters<SuiteActors['suiteLogin']>[0], signal?: AbortSignal) =>
        c.login(companyId, { ...login, ...(url ? { url } : {}) }, signal),
  ),
  loadSuitePools: lazily(
    client,
    (c) =>
      ({ channelId }: { channelId: string }, signal?: AbortSignal) =>
        c.pools(channelId, signal),
  ),
  saveSuiteHandoverPool: lazily(
    client,
    (c) =>
      ({ channelId, suiteHandoverPoolID }: { channelId: string; suiteHandoverPoolID: string }, signal?: AbortSignal) =>
        c.saveHandoverPool(channelId, suiteHandoverPoolID, signal),
  ),
};
