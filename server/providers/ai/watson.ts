import { DEFAULT_HTTP, type AiHttp } from './aiHttp';
import { AiProviderError, providerMessages, type AiConnectionRef, type AiProvider, type IntentRows, type TrainingStatus } from './provider';
import { NOT_TRAINED } from './training';
import { watsonApi, watsonMessages, type WatsonApi, type WatsonDeps, type WatsonEntity, type WatsonIntent, type WatsonMessage, type WatsonWorkspace } from './watsonProtocol';

/**
 * Watson Assistant v1 (one workspace): intents with their examples, entities with values and
 * synonyms, the workspace's training status, message for predictions. Watson trains a
 * workspace by itself after every change and has no publish step: Train follows the
 * workspace's status until it is Available (or Failed), and Publish only confirms that it is
 * Available. Intents and examples are known by their text, so those are their ids.
 */

export const TRAIN_POLL_MS = 1000;
const TRAIN_POLLS = 120;

const COMPLETE: TrainingStatus = { status: 'Success', statusId: '1' };
const IN_PROGRESS: TrainingStatus = { status: 'InProgress', statusId: '2' };
const FAILED: TrainingStatus = { status: 'Fail', statusId: '3' };

/** The panel's training status for a workspace status (Available, Training, Processing, Failed, NonExistent, Unavailable). */
export function statusOfWorkspace(status: string | undefined): TrainingStatus {
  switch (status) {
    case 'Available':
      return COMPLETE;
    case 'Training':
    case 'Processing':
      return IN_PROGRESS;
    case 'Failed':
      return FAILED;
    case 'NonExistent':
    case undefined:
      return NOT_TRAINED;
    default:
      return { status, statusId: '-1' };
  }
}

async function listAll<T>(api: WatsonApi, path: string, field: string): Promise<T[]> {
  const items: T[] = [];
  let cursor = '';
  for (let page = 0; page < 100; page += 1) {
    const answer = await api.call<Record<string, unknown>>('GET', path, undefined, `export=true&page_limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    items.push(...((answer[field] as T[] | undefined) ?? []));
    const next = (answer['pagination'] as { next_cursor?: unknown } | undefined)?.next_cursor;
    cursor = typeof next === 'string' ? next : '';
    if (!cursor) break;
  }
  return items;
}

const allIntents = (api: WatsonApi) => listAll<WatsonIntent>(api, '/intents', 'intents');
const allEntities = (api: WatsonApi) => listAll<WatsonEntity>(api, '/entities', 'entities');
const path = (...segments: string[]) => segments.map((s) => `/${encodeURIComponent(s)}`).join('');

async function intentNamed(api: WatsonApi, name: string): Promise<WatsonIntent> {
  try {
    return await api.call<WatsonIntent>('GET', path('intents', name), undefined, 'export=true');
  } catch (error) {
    if (error instanceof AiProviderError && error.kind === 'notFound') throw new AiProviderError('notFound', providerMessages.intentNotFound);
    throw error;
  }
}

const workspace = (api: WatsonApi) => api.call<WatsonWorkspace>('GET', '');

export function watsonProvider(deps: WatsonDeps, http: AiHttp = DEFAULT_HTTP): AiProvider {
  const api = (c: AiConnectionRef) => watsonApi(deps, http, c);

  return {
    intents: async (c) => (await allIntents(api(c))).map((i) => ({ intent: i.intent, intent_id: i.intent })),
    addIntent: async (c, name) => {
      const a = api(c);
      if ((await allIntents(a)).some((i) => i.intent === name)) throw new AiProviderError('duplicate', providerMessages.duplicateIntent);
      await a.call('POST', '/intents', { intent: name });
    },
    removeIntent: async (c, intentId) => {
      await api(c).call('DELETE', path('intents', intentId));
    },
    intentDetails: async (c, wanted) => {
      const intent = await intentNamed(api(c), wanted.id ?? wanted.name);
      return { intent: intent.intent, intentId: intent.intent, utterances: (intent.examples ?? []).map((e) => ({ id: e.text, text: e.text })), parameters: [] };
    },
    updateIntent: async (c, intentId, change) => {
      if (change.parameters.length > 0) throw new AiProviderError('badInput', watsonMessages.noParameters);
      const a = api(c);
      if (change.name !== intentId && (await allIntents(a)).some((i) => i.intent === change.name)) throw new AiProviderError('duplicate', providerMessages.duplicateIntent);
      await intentNamed(a, intentId);
      await a.call('POST', path('intents', intentId), { new_intent: change.name, new_examples: [...new Set(change.utterances)].map((text) => ({ text })) });
    },
    addUtterance: async (c, intentName, text) => {
      const a = api(c);
      const intent = await intentNamed(a, intentName);
      if ((intent.examples ?? []).some((e) => e.text.toLowerCase() === text.toLowerCase())) throw new AiProviderError('duplicate', providerMessages.duplicateUtterance(intentName));
      await a.call('POST', path('intents', intentName, 'examples'), { text });
    },
    removeUtterance: async (c, intentName, utteranceId) => {
      const a = api(c);
      const intent = await intentNamed(a, intentName);
      if (!(intent.examples ?? []).some((e) => e.text === utteranceId)) throw new AiProviderError('notFound', providerMessages.utteranceNotFound);
      await a.call('DELETE', path('intents', intentName, 'examples', utteranceId));
    },
    entities: async (c) =>
      (await allEntities(api(c))).map((e) => ({
        entity: e.entity,
        entity_id: e.entity,
        labels: (e.values ?? []).map((v) => ({ value: v.value, synonyms: v.synonyms ?? [] })),
      })),
    addEntity: async (c, name) => {
      const a = api(c);
      if ((await allEntities(a)).some((e) => e.entity.toLowerCase() === name.toLowerCase())) throw new AiProviderError('duplicate', providerMessages.duplicateEntity);
      await a.call('POST', '/entities', { entity: name, values: [] });
    },
    removeEntity: async (c, entityId) => {
      await api(c).call('DELETE', path('entities', entityId));
    },
    updateEntityLabels: async (c, entityId, name, labels) => {
      const new_values = labels.map((l) => ({ value: l.value, type: 'synonyms', synonyms: [...new Set(l.synonyms.filter((s) => s !== l.value))] }));
      await api(c).call('POST', path('entities', entityId), { new_entity: name, new_values });
    },
    exportRows: async (c): Promise<IntentRows[]> => (await allIntents(api(c))).map((i) => ({ intent: i.intent, utterances: (i.examples ?? []).map((e) => e.text) })),
    importRows: async (c, rows) => {
      const a = api(c);
      // Everything is read and merged first, so a refusal of the provider comes before any write where it can.
      const intents = await allIntents(a);
      const merged = rows.map((row) => {
        const existing = intents.find((i) => i.intent === row.intent);
        const examples = (existing?.examples ?? []).map((e) => e.text);
        const known = new Set(examples);
        return { existing, row, examples: [...examples, ...[...new Set(row.utterances)].filter((u) => !known.has(u))].map((text) => ({ text })) };
      });
      for (const { existing, row, examples } of merged) {
        if (existing) await a.call('POST', path('intents', row.intent), { new_examples: examples });
        else await a.call('POST', '/intents', { intent: row.intent, examples });
      }
    },
    train: async (c) => {
      const a = api(c);
      let status = statusOfWorkspace((await workspace(a)).status);
      for (let poll = 0; status.statusId === IN_PROGRESS.statusId && poll < TRAIN_POLLS; poll += 1) {
        await http.wait(TRAIN_POLL_MS);
        status = statusOfWorkspace((await workspace(a)).status);
      }
      return status;
    },
    trainingStatus: async (c) => statusOfWorkspace((await workspace(api(c))).status),
    publish: async (c) => {
      const status = statusOfWorkspace((await workspace(api(c))).status);
      if (status.statusId === IN_PROGRESS.statusId) throw new AiProviderError('conflict', providerMessages.trainingRunning);
      if (status.statusId !== COMPLETE.statusId) throw new AiProviderError('conflict', providerMessages.notTrained);
    },
    predict: async (c, input) => {
      const answer = await api(c).call<WatsonMessage>('POST', '/message', { input: { text: input }, alternate_intents: true });
      const parameters: Record<string, unknown> = {};
      for (const entity of answer.entities ?? []) if (!(entity.entity in parameters)) parameters[entity.entity] = entity.value;
      return { predictions: (answer.intents ?? []).map((i) => ({ intent: i.intent, score: i.confidence, parameters })), usageCost: 0 };
    },
    check: async (c) => {
      const a = api(c);
      await a.token();
      try {
        await workspace(a);
      } catch (error) {
        if (error instanceof AiProviderError && error.kind === 'notFound') throw new AiProviderError('unauthorized', watsonMessages.noWorkspace);
        throw error;
      }
    },
  };
}
