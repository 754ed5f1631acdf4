import type { AdapterChannel, ProviderAccess } from './channelAdapter';
import { publicAddress } from './generic';

/** Where a suite channel's calls go, or why they cannot go out. */
export type SuiteBackend = { ok: true; base: string } | { ok: false; reason: string; again: boolean };

/**
 * The backend of a suite channel: its on-premise address (typed by an admin: refused on this
 * machine or a private network unless allowed), else the cloud suite the configuration names.
 */
export async function suiteBackend(channel: AdapterChannel<'suite'>, access: ProviderAccess): Promise<SuiteBackend> {
  const own = channel.properties.customSuiteBackend;
  if (!own) return access.baseUrl ? { ok: true, base: access.baseUrl } : { ok: false, reason: 'no cloud suite is configured (SUITE_CLOUD_URL)', again: false };
  let url: URL;
  try {
    url = new URL(own);
  } catch {
    return { ok: false, reason: 'the suite address is not valid', again: false };
  }
  try {
    if (!access.allowPrivateAddresses && !(await publicAddress(url))) return { ok: false, reason: `${url.host} is a private network address`, again: false };
  } catch {
    return { ok: false, reason: `${url.host} could not be resolved`, again: true };
  }
  return { ok: true, base: own };
}

/** The agent token the suite knows the channel by. */
export const suiteAuthorization = (channel: AdapterChannel<'suite'>) => ({ authorization: `Bearer ${channel.properties.suiteAgentToken}` });

/** The pool handed-over conversations go to: the handover pool chosen on update, else the channel's pool. */
export const handoverPoolOf = (channel: AdapterChannel<'suite'>) => channel.properties.suiteHandoverPoolID || channel.properties.suitePoolId;
