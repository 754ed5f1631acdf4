import { randomUUID } from 'node:crypto';
import type { ProtocolRoute, RouteMatch } from '../aiKit/router';
import { LuisError } from './luisErrors';
import { isTrainingRunning, modelOfVersion, modelStatus, queuedStatus, startTraining, trainedModel, type LuisApp, type LuisSandboxState, type LuisVersion } from './luisState';

/**
 * The LUIS Programmatic (authoring) API v3.0-preview calls the sandbox answers, under
 * /luis/authoring/v3.0-preview: the application, its version's intents (with features),
 * labelled examples (one or a batch), list entities ("closedlists") with sub-lists, training
 * (start and per-model statuses) and publishing to a slot.
 */
export type AuthoringCall = { app: LuisApp; params: RouteMatch; body: unknown; query: Record<string, string | undefined>; now: Date; state: LuisSandboxState; endpointUrl: string };
export type ProtocolAnswer = { status: number; body: unknown };
type Handler = (call: AuthoringCall) => ProtocolAnswer;

const ok = (body: unknown, status = 200): ProtocolAnswer => ({ status, body });
const done = (): ProtocolAnswer => ok({ code: 'Success', message: 'Operation Successful' });
const bad = (message: string) => new LuisError(400, 'BadArgument', message);

function versionOf(call: AuthoringCall): LuisVersion {
  const version = call.app.versions.get(call.params['versionId'] ?? '');
  if (!version) throw bad(`Cannot find the version ${call.params['versionId'] ?? ''} in the application.`);
  return version;
}

const objectBody = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

function nameIn(body: unknown, field = 'name'): string {
  const value = objectBody(body)[field];
  if (typeof value !== 'string' || value.trim() === '') throw bad(`The ${field} field is required.`);
  if (value.length > 50 && field === 'name') throw bad('A model name is at most 50 characters.');
  return value.trim();
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function refuseTakenName(version: LuisVersion, name: string, exceptId?: string): void {
  const taken = [...version.intents, ...version.lists].some((model) => same(model.name, name) && model.id !== exceptId);
  if (taken) throw bad(`The models: { ${name} } already exist in the specified application version.`);
}

function intentOf(version: LuisVersion, id: string) {
  const intent = version.intents.find((i) => i.id === id);
  if (!intent) throw new LuisError(404, 'NotFound', `The intent ${id} does not exist in the application version.`);
  return intent;
}

function listOf(version: LuisVersion, id: string) {
  const list = version.lists.find((l) => l.id === id);
  if (!list) throw new LuisError(404, 'NotFound', `The list entity ${id} does not exist in the application version.`);
  return list;
}

/** Adds (or relabels, as LUIS does) one labelled example; the refusal is the text LUIS gives. */
function addExample(call: AuthoringCall, version: LuisVersion, item: unknown): { UtteranceText: string; ExampleId: number } {
  const text = nameIn(item, 'text');
  const intentName = nameIn(item, 'intentName');
  const intent = version.intents.find((i) => same(i.name, intentName));
  if (!intent) throw bad(`The intent classifier ${intentName} does not exist in the application version.`);
  if (text.length > 500) throw bad('An utterance is at most 500 characters.');
  const existing = version.examples.find((e) => same(e.text, text));
  if (existing) {
    existing.intent = intent.name;
    return { UtteranceText: existing.text.toLowerCase(), ExampleId: existing.id };
  }
  const example = { id: call.state.nextId(), text, intent: intent.name };
  version.examples.push(example);
  return { UtteranceText: text.toLowerCase(), ExampleId: example.id };
}

function subListsIn(body: unknown): Array<{ canonicalForm: string; list: string[] }> {
  const raw = objectBody(body)['subLists'];
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw bad('subLists must be a list.');
  return raw.map((item) => {
    const canonicalForm = nameIn(item, 'canonicalForm');
    const list = objectBody(item)['list'];
    const synonyms = Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
    return { canonicalForm, list: synonyms };
  });
}

const V = 'apps/{appId}/versions/{versionId}';

export const luisAuthoringRoutes: ReadonlyArray<ProtocolRoute<Handler>> = [
  {
    method: 'GET',
    pattern: 'apps/{appId}',
    handler: ({ app }) =>
      ok({
        id: app.id,
        name: app.name,
        culture: app.culture,
        createdDateTime: app.createdAt.toISOString(),
        versionsCount: app.versions.size,
        activeVersion: '0.1',
        usageScenario: '',
        domain: '',
      }),
  },
  {
    method: 'GET',
    pattern: `${V}/intents`,
    handler: (call) => ok(versionOf(call).intents.map((i) => ({ id: i.id, name: i.name, typeId: 0, readableType: 'Intent Classifier' }))),
  },
  {
    method: 'POST',
    pattern: `${V}/intents`,
    handler: (call) => {
      const version = versionOf(call);
      const name = nameIn(call.body);
      refuseTakenName(version, name);
      const intent = { id: randomUUID(), name, features: [] };
      version.intents.push(intent);
      return ok(intent.id, 201);
    },
  },
  {
    method: 'PUT',
    pattern: `${V}/intents/{intentId}`,
    handler: (call) => {
      const version = versionOf(call);
      const intent = intentOf(version, call.params['intentId'] ?? '');
      const name = nameIn(call.body);
      refuseTakenName(version, name, intent.id);
      for (const example of version.examples) if (example.intent === intent.name) example.intent = name;
      intent.name = name;
      return done();
    },
  },
  {
    method: 'DELETE',
    pattern: `${V}/intents/{intentId}`,
    handler: (call) => {
      const version = versionOf(call);
      const intent = intentOf(version, call.params['intentId'] ?? '');
      version.intents = version.intents.filter((i) => i !== intent);
      version.examples = version.examples.filter((e) => e.intent !== intent.name);
      return done();
    },
  },
  {
    method: 'GET',
    pattern: `${V}/intents/{intentId}/features`,
    handler: (call) => ok(intentOf(versionOf(call), call.params['intentId'] ?? '').features.map((modelName) => ({ featureName: null, modelName, isRequired: false }))),
  },
  {
    method: 'POST',
    pattern: `${V}/intents/{intentId}/features`,
    handler: (call) => {
      const version = versionOf(call);
      const intent = intentOf(version, call.params['intentId'] ?? '');
      const modelName = nameIn(call.body, 'modelName');
      if (!version.lists.some((l) => same(l.name, modelName))) throw bad(`The model ${modelName} does not exist in the application version.`);
      if (!intent.features.some((f) => same(f, modelName))) intent.features.push(modelName);
      return done();
    },
  },
  {
    method: 'DELETE',
    pattern: `${V}/intents/{intentId}/features`,
    handler: (call) => {
      const intent = intentOf(versionOf(call), call.params['intentId'] ?? '');
      const modelName = nameIn(call.body, 'modelName');
      intent.features = intent.features.filter((f) => !same(f, modelName));
      return done();
    },
  },
  {
    method: 'GET',
    pattern: `${V}/examples`,
    handler: (call) => {
      const skip = Number(call.query['skip'] ?? 0) || 0;
      const take = Math.min(500, Number(call.query['take'] ?? 100) || 100);
      const page = versionOf(call).examples.slice(skip, skip + take);
      return ok(page.map((e) => ({ id: e.id, text: e.text.toLowerCase(), tokenizedText: e.text.toLowerCase().split(/\s+/), intentLabel: e.intent, entityLabels: [] })));
    },
  },
  { method: 'POST', pattern: `${V}/example`, handler: (call) => ok(addExample(call, versionOf(call), call.body), 201) },
  {
    method: 'POST',
    pattern: `${V}/examples`,
    handler: (call) => {
      const version = versionOf(call);
      if (!Array.isArray(call.body)) throw bad('The body must be a list of labelled examples.');
      if (call.body.length > 100) throw bad('A batch holds at most 100 examples.');
      const results = call.body.map((item) => {
        try {
          return { value: addExample(call, version, item), hasError: false };
        } catch (error) {
          return { value: null, hasError: true, error: { code: 'FAILED', message: error instanceof Error ? error.message : 'The example was not added.' } };
        }
      });
      return ok(results, 201);
    },
  },
  {
    method: 'DELETE',
    pattern: `${V}/examples/{exampleId}`,
    handler: (call) => {
      const version = versionOf(call);
      const id = Number(call.params['exampleId']);
      if (!version.examples.some((e) => e.id === id)) throw new LuisError(404, 'NotFound', `The example ${call.params['exampleId'] ?? ''} does not exist.`);
      version.examples = version.examples.filter((e) => e.id !== id);
      return done();
    },
  },
  {
    method: 'GET',
    pattern: `${V}/closedlists`,
    handler: (call) => ok(versionOf(call).lists.map((l) => ({ id: l.id, name: l.name, typeId: 5, readableType: 'Closed List Entity Extractor', subLists: l.subLists, roles: [] }))),
  },
  {
    method: 'POST',
    pattern: `${V}/closedlists`,
    handler: (call) => {
      const version = versionOf(call);
      const name = nameIn(call.body);
      refuseTakenName(version, name);
      const list = { id: randomUUID(), name, subLists: subListsIn(call.body).map((s) => ({ id: call.state.nextId(), ...s })) };
      version.lists.push(list);
      return ok(list.id, 201);
    },
  },
  {
    method: 'PUT',
    pattern: `${V}/closedlists/{clEntityId}`,
    handler: (call) => {
      const version = versionOf(call);
      const list = listOf(version, call.params['clEntityId'] ?? '');
      const name = nameIn(call.body);
      refuseTakenName(version, name, list.id);
      for (const intent of version.intents) intent.features = intent.features.map((f) => (same(f, list.name) ? name : f));
      list.name = name;
      list.subLists = subListsIn(call.body).map((s) => ({ id: call.state.nextId(), ...s }));
      return done();
    },
  },
  {
    method: 'DELETE',
    pattern: `${V}/closedlists/{clEntityId}`,
    handler: (call) => {
      const version = versionOf(call);
      const list = listOf(version, call.params['clEntityId'] ?? '');
      version.lists = version.lists.filter((l) => l !== list);
      for (const intent of version.intents) intent.features = intent.features.filter((f) => !same(f, list.name));
      return done();
    },
  },
  {
    method: 'POST',
    pattern: `${V}/train`,
    handler: (call) => {
      const version = versionOf(call);
      if (version.intents.length === 0) throw bad('The application version has no intents to train.');
      if (isTrainingRunning(version.training, call.now)) return ok({ statusId: 2, status: 'InProgress' }, 202);
      startTraining(version, call.now);
      return ok(queuedStatus(), 202);
    },
  },
  {
    method: 'GET',
    pattern: `${V}/train`,
    handler: (call) => {
      const version = versionOf(call);
      const training = version.training;
      if (!training) return ok([]);
      const names = [
        ...training.model.intents.map((i) => ({ name: i.name, examples: i.utterances.length })),
        ...training.model.entities.map((e) => ({ name: e.name, examples: 0 })),
      ];
      const finishedAt = new Date(training.startedAt.getTime() + 5000).toISOString();
      return ok(
        names.map((model, index) => {
          const status = modelStatus(training, model.name, call.now);
          const failed = status.status === 'Fail';
          return {
            modelId: `${call.app.id.slice(0, 8)}-model-${index}`,
            details: {
              ...status,
              exampleCount: model.examples,
              ...(failed ? { failureReason: 'FewLabels' } : {}),
              ...(status.statusId <= 1 ? { trainingDateTime: finishedAt } : {}),
            },
          };
        }),
      );
    },
  },
  {
    method: 'POST',
    pattern: 'apps/{appId}/publish',
    handler: (call) => {
      const versionId = nameIn(call.body, 'versionId');
      const version = call.app.versions.get(versionId);
      if (!version) throw bad(`Cannot find the version ${versionId} in the application.`);
      if (isTrainingRunning(version.training, call.now)) throw bad('The application version is being trained. Wait for the training to complete, then publish.');
      const model = trainedModel(version, call.now);
      if (!model) throw bad('The application version has not been trained, or its training failed. Train it before publishing.');
      const isStaging = objectBody(call.body)['isStaging'] === true;
      if (!isStaging) {
        call.app.published = model;
        call.app.publishedAt = call.now;
      }
      return ok(
        {
          versionId,
          isStaging,
          endpointUrl: `${call.endpointUrl}/luis/prediction/v3.0/apps/${call.app.id}`,
          region: 'sandbox',
          assignedEndpointKey: null,
          endpointRegion: 'sandbox',
          failedRegions: null,
          publishedDateTime: call.now.toISOString(),
        },
        201,
      );
    },
  },
];

/** The examples of a version as the console counts them (used by the developer page). */
export const exampleCount = (version: LuisVersion) => modelOfVersion(version).intents.reduce((sum, i) => sum + i.utterances.length, 0);
