import type { AiAdapterDeps } from './adapterDeps';
import { AiProviderError, providerMessages, type AiConnectionRef, type AiProvider, type EntityLabel, type IntentRows, type Prediction, type TrainingStatus } from './provider';
import { errorMessageOf, joinUrl, remoteCall, remoteMessages } from './remoteCall';
import { NOT_TRAINED } from './training';

/**
 * LUIS over its documented protocol, shared by LUIS in the cloud and LUIS on premise: the
 * Programmatic (authoring) API v3.0-preview at the management endpoint with the authoring key
 * (Ocp-Apim-Subscription-Key) for intents, labelled examples, list entities ("closedlists",
 * one sub-list per label with its synonyms), intent features (the intent's parameters), train
 * and publish; the v3 prediction endpoint with the prediction key. The app's version is the
 * settings' versionId ('0.1' when not given).
 */
type LuisSettings = { appId: string; versionId: string; authoringKey: string; predictionKey: string; endpoint: string; managementEndpoint: string };

type LuisIntent = { id: string; name: string };
type LuisExample = { id: number; text: string; intentLabel: string };
type LuisList = { id: string; name: string; subLists?: Array<{ canonicalForm: string; list?: string[] }> };
type LuisModelTraining = { modelId: string; details: { statusId: number; status: string } };

const text = (settings: Record<string, unknown>, key: string) => (typeof settings[key] === 'string' ? settings[key].trim() : '');

function settingsOf(provider: string, connection: AiConnectionRef): LuisSettings {
  const s = connection.settings;
  const settings = {
    appId: text(s, 'token'),
    versionId: text(s, 'versionId') || '0.1',
    authoringKey: text(s, 'subscriptionKey'),
    predictionKey: text(s, 'predictionPrimaryKey'),
    endpoint: text(s, 'endpoint'),
    managementEndpoint: text(s, 'managementEndpoint') || text(s, 'endpoint'),
  };
  if (!settings.appId || !settings.authoringKey || !settings.managementEndpoint) {
    throw new AiProviderError('badInput', `The ${provider} settings need the application id, the authoring key and the management endpoint.`);
  }
  return settings;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The statuses of a version's models as one: a failure wins, then work still running, then success. */
export function overallStatus(models: readonly LuisModelTraining[]): TrainingStatus {
  if (models.length === 0) return NOT_TRAINED;
  const statuses = models.map((m) => m.details.status);
  const pick = (status: string, statusId: string): TrainingStatus => ({ status, statusId });
  if (statuses.includes('Fail')) return pick('Fail', '3');
  if (statuses.includes('InProgress')) return pick('InProgress', '2');
  if (statuses.includes('Queued')) return pick('Queued', '9');
  if (statuses.includes('Success')) return pick('Success', '0');
  if (statuses.every((s) => s === 'UpToDate')) return pick('UpToDate', '1');
  return pick(statuses.find((s) => !['Success', 'UpToDate'].includes(s)) ?? 'Fail', '3');
}

export function luisProvider(_deps: AiAdapterDeps, provider: string): AiProvider {
  const authoring = async (connection: AiConnectionRef, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const s = settingsOf(provider, connection);
    const base = `luis/authoring/v3.0-preview/apps/${encodeURIComponent(s.appId)}`;
    const versioned = path.startsWith('/') ? path.slice(1) : `versions/${encodeURIComponent(s.versionId)}/${path}`;
    const answer = await remoteCall(joinUrl(s.managementEndpoint, versioned ? `${base}/${versioned}` : base), {
      provider,
      method,
      headers: { 'Ocp-Apim-Subscription-Key': s.authoringKey },
      ...(body === undefined ? {} : { body }),
    });
    if (answer.status < 300) return answer.body;
    const message = errorMessageOf(answer.body) ?? `status ${answer.status}`;
    throw new AiProviderError(answer.status === 404 ? 'notFound' : 'badInput', remoteMessages.refused(provider, message));
  };

  const intents = async (c: AiConnectionRef) => listOf<LuisIntent>(await authoring(c, 'GET', 'intents?take=500'));
  const lists = async (c: AiConnectionRef) => listOf<LuisList>(await authoring(c, 'GET', 'closedlists?take=500'));
  const examples = async (c: AiConnectionRef): Promise<LuisExample[]> => {
    const all: LuisExample[] = [];
    for (let skip = 0; ; skip += 500) {
      const page = listOf<LuisExample>(await authoring(c, 'GET', `examples?skip=${skip}&take=500`));
      all.push(...page);
      if (page.length < 500) return all;
    }
  };
  const intentNamed = async (c: AiConnectionRef, intent: { id?: string; name: string }) => {
    const found = (await intents(c)).find((i) => (intent.id ? i.id === intent.id : same(i.name, intent.name)));
    if (!found) throw new AiProviderError('notFound', providerMessages.intentNotFound);
    return found;
  };
  const refuseTakenUtterances = (all: readonly LuisExample[], intentName: string, texts: readonly string[]) => {
    for (const t of texts) {
      const owner = all.find((e) => same(e.text, t) && !same(e.intentLabel, intentName));
      if (owner) throw new AiProviderError('duplicate', providerMessages.duplicateUtterance(owner.intentLabel));
    }
  };
  const addExamples = async (c: AiConnectionRef, intentName: string, texts: readonly string[]) => {
    for (let start = 0; start < texts.length; start += 100) {
      const batch = texts.slice(start, start + 100).map((t) => ({ text: t, intentName, entityLabels: [] }));
      const results = listOf<{ hasError?: boolean; error?: { message?: string } }>(await authoring(c, 'POST', 'examples', batch));
      const failed = results.find((r) => r.hasError);
      if (failed) throw new AiProviderError('badInput', remoteMessages.refused(provider, failed.error?.message ?? 'an example was not added'));
    }
  };
  const trainingStatus = async (c: AiConnectionRef) => overallStatus(listOf<LuisModelTraining>(await authoring(c, 'GET', 'train')));

  return {
    intents: async (c) => (await intents(c)).map((i) => ({ intent: i.name, intent_id: i.id })),
    addIntent: async (c, name) => {
      if ((await intents(c)).some((i) => same(i.name, name))) throw new AiProviderError('duplicate', providerMessages.duplicateIntent);
      await authoring(c, 'POST', 'intents', { name });
    },
    removeIntent: async (c, intentId) => {
      const intent = await intentNamed(c, { id: intentId, name: '' });
      await authoring(c, 'DELETE', `intents/${encodeURIComponent(intent.id)}`);
    },
    intentDetails: async (c, wanted) => {
      const intent = await intentNamed(c, wanted);
      const features = listOf<{ modelName?: string }>(await authoring(c, 'GET', `intents/${encodeURIComponent(intent.id)}/features`));
      return {
        intent: intent.name,
        intentId: intent.id,
        utterances: (await examples(c)).filter((e) => same(e.intentLabel, intent.name)).map((e) => ({ id: String(e.id), text: e.text })),
        parameters: features.flatMap((f) => (f.modelName ? [{ name: f.modelName, entity: f.modelName }] : [])),
      };
    },
    updateIntent: async (c, intentId, change) => {
      const all = await intents(c);
      const intent = all.find((i) => i.id === intentId);
      if (!intent) throw new AiProviderError('notFound', providerMessages.intentNotFound);
      if (all.some((i) => i.id !== intentId && same(i.name, change.name))) throw new AiProviderError('duplicate', providerMessages.duplicateIntent);
      const entityNames = (await lists(c)).map((l) => l.name);
      const unknown = change.parameters.find((p) => !entityNames.some((n) => same(n, p.entity)));
      if (unknown) throw new AiProviderError('badInput', providerMessages.unknownParameterEntity(unknown.entity));
      const current = await examples(c);
      refuseTakenUtterances(current, intent.name, change.utterances);
      if (intent.name !== change.name) await authoring(c, 'PUT', `intents/${encodeURIComponent(intentId)}`, { name: change.name });
      const mine = current.filter((e) => same(e.intentLabel, intent.name));
      for (const example of mine.filter((e) => !change.utterances.some((t) => same(t, e.text)))) await authoring(c, 'DELETE', `examples/${example.id}`);
      await addExamples(
        c,
        change.name,
        change.utterances.filter((t) => !mine.some((e) => same(e.text, t))),
      );
      const features = listOf<{ modelName?: string }>(await authoring(c, 'GET', `intents/${encodeURIComponent(intentId)}/features`)).flatMap((f) =>
        f.modelName ? [f.modelName] : [],
      );
      const wanted = [...new Set(change.parameters.map((p) => p.entity))];
      for (const name of features.filter((f) => !wanted.some((w) => same(w, f))))
        await authoring(c, 'DELETE', `intents/${encodeURIComponent(intentId)}/features`, { modelName: name });
      for (const name of wanted.filter((w) => !features.some((f) => same(w, f))))
        await authoring(c, 'POST', `intents/${encodeURIComponent(intentId)}/features`, { modelName: name });
    },
    addUtterance: async (c, intentName, utterance) => {
      const intent = await intentNamed(c, { name: intentName });
      const owner = (await examples(c)).find((e) => same(e.text, utterance));
      if (owner) throw new AiProviderError('duplicate', providerMessages.duplicateUtterance(owner.intentLabel));
      await authoring(c, 'POST', 'example', { text: utterance, intentName: intent.name, entityLabels: [] });
    },
    removeUtterance: async (c, intentName, utteranceId) => {
      const example = (await examples(c)).find((e) => String(e.id) === utteranceId && same(e.intentLabel, intentName));
      if (!example) throw new AiProviderError('notFound', providerMessages.utteranceNotFound);
      await authoring(c, 'DELETE', `examples/${example.id}`);
    },
    entities: async (c) => (await lists(c)).map((l) => ({ entity: l.name, entity_id: l.id, labels: labelsOf(l) })),
    addEntity: async (c, name) => {
      if ((await lists(c)).some((l) => same(l.name, name))) throw new AiProviderError('duplicate', providerMessages.duplicateEntity);
      await authoring(c, 'POST', 'closedlists', { name, subLists: [] });
    },
    removeEntity: async (c, entityId) => {
      if (!(await lists(c)).some((l) => l.id === entityId)) throw new AiProviderError('notFound', providerMessages.entityNotFound);
      await authoring(c, 'DELETE', `closedlists/${encodeURIComponent(entityId)}`);
    },
    updateEntityLabels: async (c, entityId, name, labels) => {
      const all = await lists(c);
      if (!all.some((l) => l.id === entityId)) throw new AiProviderError('notFound', providerMessages.entityNotFound);
      if (all.some((l) => l.id !== entityId && same(l.name, name))) throw new AiProviderError('duplicate', providerMessages.duplicateEntity);
      await authoring(c, 'PUT', `closedlists/${encodeURIComponent(entityId)}`, { name, subLists: subListsOf(labels) });
    },
    exportRows: async (c) => {
      const all = await examples(c);
      return (await intents(c)).map((i) => ({ intent: i.name, utterances: all.filter((e) => same(e.intentLabel, i.name)).map((e) => e.text) }));
    },
    importRows: async (c, rows: IntentRows[]) => {
      const current = await examples(c);
      for (const row of rows) refuseTakenUtterances(current, row.intent, row.utterances);
      const known = await intents(c);
      for (const row of rows) {
        const intent = known.find((i) => same(i.name, row.intent));
        if (!intent) {
          await authoring(c, 'POST', 'intents', { name: row.intent });
          known.push({ id: '', name: row.intent });
        }
        await addExamples(
          c,
          intent?.name ?? row.intent,
          row.utterances.filter((t) => !current.some((e) => same(e.text, t))),
        );
      }
    },
    train: async (c) => {
      const started = (await authoring(c, 'POST', 'train')) as { status?: unknown; statusId?: unknown } | undefined;
      return typeof started?.status === 'string' ? { status: started.status, statusId: String(started.statusId ?? '') } : trainingStatus(c);
    },
    trainingStatus,
    publish: async (c) => {
      const s = settingsOf(provider, c);
      const status = (await trainingStatus(c)).status;
      if (status === 'Queued' || status === 'InProgress') throw new AiProviderError('conflict', providerMessages.trainingRunning);
      if (status !== 'Success' && status !== 'UpToDate') throw new AiProviderError('conflict', providerMessages.notTrained);
      try {
        await authoring(c, 'POST', '/publish', { versionId: s.versionId, isStaging: false });
      } catch (error) {
        if (error instanceof AiProviderError && error.kind === 'badInput') throw new AiProviderError('conflict', error.message);
        throw error;
      }
    },
    predict: (c, input) => predict(provider, c, input),
    check: async (c) => {
      const s = settingsOf(provider, c);
      try {
        await authoring(c, 'GET', '/');
      } catch (error) {
        if (error instanceof AiProviderError && error.kind === 'notFound') throw new AiProviderError('unauthorized', `${provider} has no application with the id ${s.appId}.`);
        throw error;
      }
      // The prediction key too: an app not yet published answers 404, which still proves the key.
      await predictionCall(provider, s, 'hello');
    },
  };
}

function labelsOf(list: LuisList): EntityLabel[] {
  return (list.subLists ?? []).map((s) => ({ value: s.canonicalForm, synonyms: s.list ?? [] }));
}

const subListsOf = (labels: readonly EntityLabel[]) => labels.map((l) => ({ canonicalForm: l.value, list: l.synonyms }));

async function predictionCall(provider: string, s: LuisSettings, query: string) {
  if (!s.predictionKey || !s.endpoint) throw new AiProviderError('badInput', `The ${provider} settings need the prediction key and the endpoint.`);
  const path = `luis/prediction/v3.0/apps/${encodeURIComponent(s.appId)}/slots/production/predict?show-all-intents=true&query=${encodeURIComponent(query)}`;
  return remoteCall(joinUrl(s.endpoint, path), { provider, headers: { 'Ocp-Apim-Subscription-Key': s.predictionKey } });
}

type LuisPredictionBody = { prediction?: { topIntent?: string; intents?: Record<string, { score?: number }>; entities?: Record<string, unknown> } };

/** The intents best first with their scores; each row carries the entities LUIS found, by name (a list entity's first canonical form). */
async function predict(provider: string, connection: AiConnectionRef, input: string): Promise<Prediction> {
  const answer = await predictionCall(provider, settingsOf(provider, connection), input);
  if (answer.status === 404) throw new AiProviderError('conflict', providerMessages.notPublished);
  if (answer.status >= 300) throw new AiProviderError('badInput', remoteMessages.refused(provider, errorMessageOf(answer.body) ?? `status ${answer.status}`));
  const prediction = (answer.body as LuisPredictionBody | undefined)?.prediction;
  if (!prediction?.intents) throw new AiProviderError('unavailable', `${provider} answered a prediction without intents.`);
  const parameters: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(prediction.entities ?? {})) {
    if (name === '$instance') continue;
    const first: unknown = Array.isArray(value) ? value[0] : value;
    parameters[name] = Array.isArray(first) ? first[0] : first;
  }
  const predictions = Object.entries(prediction.intents)
    .map(([intent, { score }]) => ({ intent, score: typeof score === 'number' ? score : 0, parameters }))
    .sort((a, b) => b.score - a.score || a.intent.localeCompare(b.intent));
  return { predictions, usageCost: 0 };
}
