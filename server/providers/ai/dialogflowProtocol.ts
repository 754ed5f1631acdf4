import { checkServiceAccountKey } from '../../ai/serviceAccountKey';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import { aiProviderBase } from './aiProviderBase';
import { callProvider, refusalKind, withFreshTokenOnRefusal, type AiCall, type AiHttp, type ProviderRefusal } from './aiHttp';
import { googleServiceTokens, type ServiceAccount } from './googleServiceToken';
import { AiProviderError, type AiConnectionRef } from './provider';

/**
 * Dialogflow ES's REST API v2 as the adapter uses it: the resources' shapes (intents with
 * training phrases and parameters, entity types, long-running operations, detectIntent) and an
 * authorized call under projects/{projectId}/ with Google's error JSON turned into words.
 */

export type DfPart = { text: string; entityType?: string; alias?: string; userDefined?: boolean };
export type DfTrainingPhrase = { name?: string; type?: 'EXAMPLE'; parts: DfPart[] };
export type DfParameter = { name?: string; displayName: string; value?: string; entityTypeDisplayName?: string; mandatory?: boolean };
export type DfIntent = { name?: string; displayName: string; trainingPhrases?: DfTrainingPhrase[]; parameters?: DfParameter[]; messages?: unknown[] };
export type DfEntity = { value: string; synonyms?: string[] };
export type DfEntityType = { name?: string; displayName: string; kind?: string; entities?: DfEntity[] };
export type DfOperation = { name: string; done?: boolean; error?: { code?: number; message?: string }; response?: unknown; metadata?: unknown };
export type DfQueryResult = {
  queryText?: string;
  parameters?: Record<string, unknown>;
  intent?: { name?: string; displayName?: string };
  intentDetectionConfidence?: number;
};

/** The id at the end of a resource name (projects/p/agent/intents/{id}). */
export const idOf = (name: string | undefined) => (name ?? '').split('/').pop() ?? '';
/** A training phrase's text: its parts joined. */
export const phraseText = (phrase: DfTrainingPhrase) => phrase.parts.map((part) => part.text).join('');

const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

/** The service account of a Dialogflow connection, from its JSON key (checked the way the form checks it). */
export function serviceAccountOf(connection: AiConnectionRef): { projectId: string; account: ServiceAccount } {
  const projectId = String(connection.settings['projectId'] ?? '');
  const keyText = String(connection.settings['jsonKey'] ?? '');
  const checked = checkServiceAccountKey(keyText, projectId);
  if (!checked.ok) throw new AiProviderError('badInput', checked.message);
  const raw = JSON.parse(keyText) as { token_uri?: unknown; private_key_id?: unknown };
  return {
    projectId,
    account: {
      client_email: checked.key.client_email,
      private_key: checked.key.private_key,
      token_uri: typeof raw.token_uri === 'string' && raw.token_uri !== '' ? raw.token_uri : GOOGLE_TOKEN_URI,
      ...(typeof raw.private_key_id === 'string' ? { private_key_id: raw.private_key_id } : {}),
    },
  };
}

/** Google's error JSON {error:{code,message,status}} in words for people; never the request's token. */
export function dialogflowRefusal({ status, answer }: ProviderRefusal): AiProviderError {
  const error = (answer as { error?: { message?: unknown; status?: unknown } } | undefined)?.error;
  const googleStatus = typeof error?.status === 'string' ? error.status : '';
  const said = typeof error?.message === 'string' ? error.message.slice(0, 300) : '';
  const kind = googleStatus === 'ALREADY_EXISTS' ? 'duplicate' : googleStatus === 'FAILED_PRECONDITION' ? 'conflict' : refusalKind(status);
  switch (kind) {
    case 'unauthorized':
      return new AiProviderError(kind, 'Dialogflow refused the service account: check that it may use Dialogflow in this project.');
    case 'unavailable':
      return new AiProviderError(kind, 'Dialogflow is not available right now. Try again in a moment.');
    case 'notFound':
      return new AiProviderError(kind, said ? `Dialogflow did not find it: ${said}` : 'Dialogflow did not find the agent or the item.');
    default:
      return new AiProviderError(kind, said ? `Dialogflow refused: ${said}` : `Dialogflow refused the request (${status}).`);
  }
}

export type DialogflowDeps = { clock: Clock; config: Pick<AppConfig, 'aiProviders' | 'devMode' | 'publicUrl'> };

/** Calls under https://dialogflow.googleapis.com/v2/projects/{projectId}/, authorized with the service account's access token. */
export function dialogflowApi(deps: DialogflowDeps, http: AiHttp, connection: AiConnectionRef) {
  const { projectId, account } = serviceAccountOf(connection);
  const tokens = googleServiceTokens(deps.clock, http, { allowHttp: deps.config.devMode });
  const root = `${aiProviderBase(deps.config, 'dialogflow')}/v2/projects/${encodeURIComponent(projectId)}`;
  const texts = { provider: 'Dialogflow', refusal: dialogflowRefusal };

  async function call<T>(method: NonNullable<AiCall['method']>, path: string, body?: unknown): Promise<T> {
    const once = async () =>
      (await callProvider({ method, url: `${root}${path}`, headers: { authorization: `Bearer ${await tokens.accessToken(account)}` }, body }, http, texts)) as T;
    return withFreshTokenOnRefusal(once, () => tokens.forget(account));
  }
  return { projectId, call, token: () => tokens.accessToken(account) };
}
export type DialogflowApi = ReturnType<typeof dialogflowApi>;
