import { randomUUID } from 'node:crypto';
import { DEFAULT_HTTP, type AiHttp } from './aiHttp';
import {
  dialogflowApi,
  idOf,
  phraseText,
  type DfEntityType,
  type DfIntent,
  type DfOperation,
  type DfQueryResult,
  type DialogflowApi,
  type DialogflowDeps,
} from './dialogflowProtocol';
import {
  AiProviderError,
  providerMessages,
  type AiConnectionRef,
  type AiProvider,
  type EntityLabel,
  type IntentChange,
  type IntentParameter,
  type IntentRows,
  type TrainingStatus,
} from './provider';
import { NOT_TRAINED } from './training';

/**
 * Dialogflow ES over its REST API v2 (the project's agent): intents with training phrases and
 * parameters, entity types with synonyms, agent:train as a long-running operation followed
 * until done, detectIntent for predictions. Dialogflow has no publish step: a completed
 * training is what detectIntent answers from, so Publish only confirms the last training
 * completed.
 */

/** Training is followed this often, up to TRAIN_POLLS times, before the adapter reports it still in progress. */
export const TRAIN_POLL_MS = 1000;
const TRAIN_POLLS = 120;

const IN_PROGRESS: TrainingStatus = { status: 'InProgress', statusId: '2' };
const COMPLETE: TrainingStatus = { status: 'Success', statusId: '1' };
const FAILED: TrainingStatus = { status: 'Fail', statusId: '3' };

/** The last training operation started per project (the API also lists them). */
const lastOperation = new Map<string, string>();
/** Each agent's default language, which detectIntent is asked in. */
const agentLanguage = new Map<string, string>();

const FULL = 'intentView=INTENT_VIEW_FULL';

async function listAll<T>(api: DialogflowApi, path: string, field: string, query = ''): Promise<T[]> {
  const items: T[] = [];
  let pageToken = '';
  for (let page = 0; page < 100; page += 1) {
    const answer = await api.call<Record<string, unknown>>(
      'GET',
      `${path}?pageSize=1000${query ? `&${query}` : ''}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
    );
    items.push(...((answer[field] as T[] | undefined) ?? []));
    pageToken = typeof answer['nextPageToken'] === 'string' ? answer['nextPageToken'] : '';
    if (!pageToken) break;
  }
  return items;
}

const allIntents = (api: DialogflowApi) => listAll<DfIntent>(api, '/agent/intents', 'intents', FULL);
const allEntityTypes = (api: DialogflowApi) => listAll<DfEntityType>(api, '/agent/entityTypes', 'entityTypes');

async function intentNamed(api: DialogflowApi, name: string): Promise<DfIntent> {
  const intent = (await allIntents(api)).find((i) => i.displayName === name);
  if (!intent) throw new AiProviderError('notFound', providerMessages.intentNotFound);
  return intent;
}

const patchIntent = (api: DialogflowApi, intent: DfIntent, mask: string) =>
  api.call<DfIntent>('PATCH', `/agent/intents/${encodeURIComponent(idOf(intent.name))}?updateMask=${mask}&${FULL}`, intent);

const example = (text: string) => ({ type: 'EXAMPLE' as const, parts: [{ text }] });

async function checkedParameters(api: DialogflowApi, parameters: IntentParameter[]) {
  const known = new Set((await allEntityTypes(api)).map((e) => e.displayName.toLowerCase()));
  return parameters.map((p) => {
    const entity = p.entity.replace(/^@/, '');
    if (!entity.startsWith('sys.') && !known.has(entity.toLowerCase())) throw new AiProviderError('badInput', providerMessages.unknownParameterEntity(entity));
    return { displayName: p.name, value: `$${p.name}`, entityTypeDisplayName: `@${entity}` };
  });
}

function statusOf(operation: DfOperation | undefined): TrainingStatus {
  if (!operation) return NOT_TRAINED;
  if (!operation.done) return IN_PROGRESS;
  return operation.error ? FAILED : COMPLETE;
}

async function latestTraining(api: DialogflowApi): Promise<DfOperation | undefined> {
  const known = lastOperation.get(api.projectId);
  if (known) return api.call<DfOperation>('GET', `/operations/${encodeURIComponent(idOf(known))}`);
  const { operations } = await api.call<{ operations?: DfOperation[] }>('GET', '/operations');
  return operations?.[0];
}

async function languageOf(api: DialogflowApi): Promise<string> {
  const known = agentLanguage.get(api.projectId);
  if (known) return known;
  const agent = await api.call<{ defaultLanguageCode?: string }>('GET', '/agent');
  const language = agent.defaultLanguageCode ?? 'en';
  agentLanguage.set(api.projectId, language);
  return language;
}

const labelsOf = (entityType: DfEntityType): EntityLabel[] =>
  (entityType.entities ?? []).map((e) => ({ value: e.value, synonyms: (e.synonyms ?? []).filter((s) => s !== e.value) }));

export function dialogflowProvider(deps: DialogflowDeps, http: AiHttp = DEFAULT_HTTP): AiProvider {
  const api = (c: AiConnectionRef) => dialogflowApi(deps, http, c);

  return {
    intents: async (c) => (await allIntents(api(c))).map((i) => ({ intent: i.displayName, intent_id: idOf(i.name) })),
    addIntent: async (c, name) => {
      const a = api(c);
      if ((await allIntents(a)).some((i) => i.displayName === name)) throw new AiProviderError('duplicate', providerMessages.duplicateIntent);
      await a.call('POST', '/agent/intents', { displayName: name });
    },
    removeIntent: async (c, intentId) => {
      await api(c).call('DELETE', `/agent/intents/${encodeURIComponent(intentId)}`);
    },
    intentDetails: async (c, wanted) => {
      const intents = await allIntents(api(c));
      const intent = intents.find((i) => (wanted.id ? idOf(i.name) === wanted.id : i.displayName === wanted.name));
      if (!intent) throw new AiProviderError('notFound', providerMessages.intentNotFound);
      return {
        intent: intent.displayName,
        intentId: idOf(intent.name),
        utterances: (intent.trainingPhrases ?? []).map((p, index) => ({ id: idOf(p.name) || String(index), text: phraseText(p) })),
        parameters: (intent.parameters ?? []).map((p) => ({ name: p.displayName, entity: (p.entityTypeDisplayName ?? '').replace(/^@/, '') })),
      };
    },
    updateIntent: async (c, intentId, change: IntentChange) => {
      const a = api(c);
      const intents = await allIntents(a);
      const intent = intents.find((i) => idOf(i.name) === intentId);
      if (!intent) throw new AiProviderError('notFound', providerMessages.intentNotFound);
      if (intents.some((i) => i.displayName === change.name && i !== intent)) throw new AiProviderError('duplicate', providerMessages.duplicateIntent);
      const kept = new Map((intent.trainingPhrases ?? []).map((p) => [phraseText(p), p]));
      const trainingPhrases = [...new Set(change.utterances)].map((text) => kept.get(text) ?? example(text));
      const parameters = await checkedParameters(a, change.parameters);
      await patchIntent(a, { ...intent, displayName: change.name, trainingPhrases, parameters }, 'displayName,trainingPhrases,parameters');
    },
    addUtterance: async (c, intentName, text) => {
      const a = api(c);
      const intent = await intentNamed(a, intentName);
      const phrases = intent.trainingPhrases ?? [];
      if (phrases.some((p) => phraseText(p).toLowerCase() === text.toLowerCase())) throw new AiProviderError('duplicate', providerMessages.duplicateUtterance(intentName));
      await patchIntent(a, { ...intent, trainingPhrases: [...phrases, example(text)] }, 'trainingPhrases');
    },
    removeUtterance: async (c, intentName, utteranceId) => {
      const a = api(c);
      const intent = await intentNamed(a, intentName);
      const phrases = intent.trainingPhrases ?? [];
      const remaining = phrases.filter((p, index) => (idOf(p.name) || String(index)) !== utteranceId);
      if (remaining.length === phrases.length) throw new AiProviderError('notFound', providerMessages.utteranceNotFound);
      await patchIntent(a, { ...intent, trainingPhrases: remaining }, 'trainingPhrases');
    },
    entities: async (c) => (await allEntityTypes(api(c))).map((e) => ({ entity: e.displayName, entity_id: idOf(e.name), labels: labelsOf(e) })),
    addEntity: async (c, name) => {
      const a = api(c);
      if ((await allEntityTypes(a)).some((e) => e.displayName.toLowerCase() === name.toLowerCase())) throw new AiProviderError('duplicate', providerMessages.duplicateEntity);
      await a.call('POST', '/agent/entityTypes', { displayName: name, kind: 'KIND_MAP', entities: [] });
    },
    removeEntity: async (c, entityId) => {
      await api(c).call('DELETE', `/agent/entityTypes/${encodeURIComponent(entityId)}`);
    },
    updateEntityLabels: async (c, entityId, name, labels) => {
      const entities = labels.map((l) => ({ value: l.value, synonyms: [...new Set([l.value, ...l.synonyms])] }));
      await api(c).call('PATCH', `/agent/entityTypes/${encodeURIComponent(entityId)}?updateMask=displayName,entities`, { displayName: name, kind: 'KIND_MAP', entities });
    },
    exportRows: async (c): Promise<IntentRows[]> => (await allIntents(api(c))).map((i) => ({ intent: i.displayName, utterances: (i.trainingPhrases ?? []).map(phraseText) })),
    importRows: async (c, rows) => {
      const a = api(c);
      // Everything is read and merged first, so a refusal of the provider comes before any write where it can.
      const intents = await allIntents(a);
      const merged = rows.map((row) => {
        const existing = intents.find((i) => i.displayName === row.intent);
        const phrases = existing?.trainingPhrases ?? [];
        const known = new Set(phrases.map(phraseText));
        return { existing, row, phrases: [...phrases, ...[...new Set(row.utterances)].filter((u) => !known.has(u)).map(example)] };
      });
      for (const { existing, row, phrases } of merged) {
        if (existing) await patchIntent(a, { ...existing, trainingPhrases: phrases }, 'trainingPhrases');
        else await a.call('POST', '/agent/intents', { displayName: row.intent, trainingPhrases: phrases });
      }
    },
    train: async (c) => {
      const a = api(c);
      let operation = await a.call<DfOperation>('POST', '/agent:train', {});
      lastOperation.set(a.projectId, operation.name);
      for (let poll = 0; !operation.done && poll < TRAIN_POLLS; poll += 1) {
        await http.wait(TRAIN_POLL_MS);
        operation = await a.call<DfOperation>('GET', `/operations/${encodeURIComponent(idOf(operation.name))}`);
      }
      return statusOf(operation);
    },
    trainingStatus: async (c) => statusOf(await latestTraining(api(c))),
    publish: async (c) => {
      const status = statusOf(await latestTraining(api(c)));
      if (status === IN_PROGRESS || status.statusId === IN_PROGRESS.statusId) throw new AiProviderError('conflict', providerMessages.trainingRunning);
      if (status.statusId !== COMPLETE.statusId) throw new AiProviderError('conflict', providerMessages.notTrained);
    },
    predict: async (c, input) => {
      const a = api(c);
      const languageCode = await languageOf(a);
      const { queryResult } = await a.call<{ queryResult?: DfQueryResult }>('POST', `/agent/sessions/${randomUUID()}:detectIntent`, {
        queryInput: { text: { text: input, languageCode } },
      });
      const intent = queryResult?.intent?.displayName;
      if (!intent) return { predictions: [], usageCost: 0 };
      const parameters = Object.fromEntries(Object.entries(queryResult?.parameters ?? {}).filter(([, value]) => value !== '' && value !== null));
      return { predictions: [{ intent, score: queryResult?.intentDetectionConfidence ?? 0, parameters }], usageCost: 0 };
    },
    check: async (c) => {
      const a = api(c);
      await a.token();
      try {
        await a.call('GET', '/agent');
      } catch (error) {
        if (error instanceof AiProviderError && error.kind === 'notFound') throw new AiProviderError('unauthorized', 'Dialogflow has no agent in this project.');
        throw error;
      }
    },
  };
}
