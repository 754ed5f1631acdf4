import type { ZapAnswer, ZapRequest } from '../../machines/flow/compile';
import { checkedUrl, createSafeFetch, SafeFetchError, topLevelValues, type SafeFetchOptions } from '../http/safeFetch';
import type { ZapierProvider } from '../providers/zapier/provider';

/**
 * The ZAPIER module in a live conversation: the zap (one of the conversation's company) and
 * its catch hook, POSTed the conversation's parameters as JSON through the safe HTTP client;
 * the answer's top-level values come back as parameters. Zapier's catch hooks answer 200 with
 * a small JSON object ({ "status": "success", ... }); anything else fails the call.
 */

export class ZapierCallError extends Error {}

/** How long a hook may take. */
export const ZAP_TIMEOUT_MS = 30_000;

export function createZapierCall(options: SafeFetchOptions & { zapier: Pick<ZapierProvider, 'hookUrl'>; companyId: string }) {
  const safeFetch = createSafeFetch(options);
  return async function zapierCall(request: ZapRequest): Promise<ZapAnswer> {
    if (!request.zapId) throw new ZapierCallError('The Zapier module has no zap.');
    const hook = await options.zapier.hookUrl(options.companyId, request.zapId);
    if (!hook) throw new ZapierCallError('The zap of the module does not exist in this company, or has no catch hook.');
    try {
      const url = await checkedUrl(hook, options, 'zap');
      const answer = await safeFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request.params),
        timeoutMs: ZAP_TIMEOUT_MS,
        what: 'zap',
      });
      if (!answer.ok) throw new ZapierCallError(`The zap answered ${answer.status}.`);
      let parsed: unknown = {};
      try {
        parsed = answer.text ? JSON.parse(answer.text) : {};
      } catch {
        // A hook may answer plain text: nothing to keep.
      }
      return { status: answer.status, variables: topLevelValues(parsed) };
    } catch (error) {
      if (error instanceof SafeFetchError) throw new ZapierCallError(error.message);
      throw error;
    }
  };
}
