import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import { accessTokenCache, type TokenAnswer } from './accessTokenCache';
import { aiProviderBase } from './aiProviderBase';
import { callProvider, refusalKind, withFreshTokenOnRefusal, type AiCall, type AiHttp, type ProviderRefusal } from './aiHttp';
import { AiProviderError, type AiConnectionRef } from './provider';

/**
 * Watson Assistant v1 as the adapter uses it: the API key exchanged at IBM Cloud IAM for an
 * access token (kept until shortly before it expires), then calls under
 * {watson_url}/v1/workspaces/{workspace_id} with the API version, and Watson's error JSON
 * {error, code} turned into words.
 */

export const WATSON_VERSION = '2021-06-14';
const APIKEY_GRANT = 'urn:ibm:params:oauth:grant-type:apikey';

export type WatsonExample = { text: string };
export type WatsonIntent = { intent: string; description?: string; examples?: WatsonExample[] };
export type WatsonValue = { value: string; type?: 'synonyms' | 'patterns'; synonyms?: string[] };
export type WatsonEntity = { entity: string; values?: WatsonValue[] };
export type WatsonWorkspace = { workspace_id?: string; name?: string; language?: string; status?: string };
export type WatsonMessage = {
  intents?: Array<{ intent: string; confidence: number }>;
  entities?: Array<{ entity: string; value: string; confidence?: number }>;
};

export const watsonMessages = {
  refusedKey: 'IBM Cloud refused the API key. Check that it is active and belongs to the Watson Assistant instance.',
  refusedAccess: 'Watson Assistant refused the API key for this instance.',
  noWorkspace: 'Watson Assistant has no workspace with this id at this URL.',
  unavailable: 'Watson Assistant is not available right now. Try again in a moment.',
  noParameters: 'Watson Assistant intents have no parameters: it finds the entities in every message.',
} as const;

/** IAM tokens by IAM address and API key. */
const tokens = accessTokenCache('IBM Cloud', 3600);

/** Watson's error JSON {error, code} (IAM's {errorCode, errorMessage}) in words for people; never the key or token. */
export function watsonRefusal({ status, answer }: ProviderRefusal): AiProviderError {
  const said = typeof (answer as { error?: unknown } | undefined)?.error === 'string' ? (answer as { error: string }).error.slice(0, 300) : '';
  const kind = refusalKind(status);
  switch (kind) {
    case 'unauthorized':
      return new AiProviderError(kind, watsonMessages.refusedAccess);
    case 'unavailable':
      return new AiProviderError(kind, watsonMessages.unavailable);
    default:
      return new AiProviderError(kind, said ? `Watson Assistant refused: ${said}` : `Watson Assistant refused the request (${status}).`);
  }
}

export type WatsonDeps = { clock: Clock; config: Pick<AppConfig, 'aiProviders' | 'devMode' | 'publicUrl'> };

/** Calls under {watson_url}/v1/workspaces/{workspace_id}, authorized with an IAM token of the API key. */
export function watsonApi(deps: WatsonDeps, http: AiHttp, connection: AiConnectionRef) {
  const serviceUrl = String(connection.settings['watson_url'] ?? '').replace(/\/+$/, '');
  const apiKey = String(connection.settings['watson_api_key'] ?? '');
  const workspaceId = String(connection.settings['watson_workspace_id'] ?? '');
  const iam = aiProviderBase(deps.config, 'watsonIam');
  const cacheKey = createHash('sha256').update(`${iam}\n${apiKey}`).digest('hex');

  const token = () =>
    tokens.token(
      cacheKey,
      deps.clock.now().getTime(),
      async () =>
        (await callProvider({ method: 'POST', url: `${iam}/identity/token`, body: new URLSearchParams({ grant_type: APIKEY_GRANT, apikey: apiKey }) }, http, {
          provider: 'IBM Cloud',
          refusal: ({ status }) =>
            refusalKind(status) === 'unavailable'
              ? new AiProviderError('unavailable', 'IBM Cloud could not issue an access token. Try again in a moment.')
              : new AiProviderError('unauthorized', watsonMessages.refusedKey),
        })) as TokenAnswer,
    );

  const texts = { provider: 'Watson Assistant', refusal: watsonRefusal };

  async function call<T>(method: NonNullable<AiCall['method']>, path: string, body?: unknown, query = ''): Promise<T> {
    const url = `${serviceUrl}/v1/workspaces/${encodeURIComponent(workspaceId)}${path}?version=${WATSON_VERSION}${query ? `&${query}` : ''}`;
    const once = async () => (await callProvider({ method, url, headers: { authorization: `Bearer ${await token()}` }, body }, http, texts)) as T;
    return withFreshTokenOnRefusal(once, () => tokens.forget(cacheKey));
  }
  return { call, token, workspaceId };
}
export type WatsonApi = ReturnType<typeof watsonApi>;
