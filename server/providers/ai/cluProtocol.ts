import { AiProviderError, type AiConnectionRef } from './provider';
import { errorMessageOf, joinUrl, remoteCall, remoteMessages, type RemoteAnswer } from './remoteCall';
import type { TrainedModel } from './training';

/**
 * Conversational language understanding over its documented REST protocol (api-version
 * 2023-04-01, key in Ocp-Apim-Subscription-Key): the conversation authoring API at
 * {endpoint}/language/authoring/analyze-conversations/projects/{projectName} (the project,
 * :import of the whole project file, :train and its jobs, deployments) whose asynchronous calls
 * answer 202 with an operation-location to poll, and the runtime
 * {endpoint}/language/:analyze-conversations.
 */
export const CLU_API_VERSION = '2023-04-01';
export const PROVIDER = 'CLU';

export type CluSettings = { endpoint: string; projectName: string; key: string; deploymentName: string; language: string; modelLabel: string };
export type CluJob = { jobId?: string; status?: string; createdDateTime?: string; errors?: Array<{ message?: string }> };

const text = (settings: Record<string, unknown>, key: string) => (typeof settings[key] === 'string' ? settings[key].trim() : '');

export function cluSettingsOf(connection: AiConnectionRef): CluSettings {
  const s = connection.settings;
  const settings = {
    endpoint: text(s, 'endpoint'),
    projectName: text(s, 'projectName'),
    key: text(s, 'subscriptionKey'),
    deploymentName: text(s, 'deploymentName'),
    language: text(s, 'primaryLanguage') || 'en-us',
    modelLabel: text(s, 'trainingModelName'),
  };
  if (!settings.endpoint || !settings.projectName || !settings.key || !settings.deploymentName || !settings.modelLabel) {
    throw new AiProviderError('badInput', 'The CLU settings need the endpoint, the project name, the key, the deployment name and the training model name.');
  }
  return settings;
}

const withVersion = (url: string) => `${url}${url.includes('?') ? '&' : '?'}api-version=${CLU_API_VERSION}`;
const projectUrl = (s: CluSettings, path = '') => joinUrl(s.endpoint, `language/authoring/analyze-conversations/projects/${encodeURIComponent(s.projectName)}${path}`);

/** A refusal the caller did not expect, in words: 404 is 'notFound', 409 'conflict', anything else 'badInput'. */
function refusal(answer: RemoteAnswer): AiProviderError {
  const message = remoteMessages.refused(PROVIDER, errorMessageOf(answer.body) ?? `status ${answer.status}`);
  return new AiProviderError(answer.status === 404 ? 'notFound' : answer.status === 409 ? 'conflict' : 'badInput', message);
}

export async function cluCall(s: CluSettings, url: string, method: 'GET' | 'POST' | 'PUT' = 'GET', body?: unknown): Promise<RemoteAnswer> {
  const answer = await remoteCall(url, { provider: PROVIDER, method, headers: { 'Ocp-Apim-Subscription-Key': s.key }, ...(body === undefined ? {} : { body }) });
  if (answer.status >= 300) throw refusal(answer);
  return answer;
}

export const getProject = (s: CluSettings) => cluCall(s, withVersion(projectUrl(s)));

/** The job an asynchronous call started; its operation-location must be on the endpoint's own host (the key goes there). */
function jobLocation(s: CluSettings, answer: RemoteAnswer): string {
  const location = answer.headers.get('operation-location');
  if (!location) throw new AiProviderError('unavailable', `${PROVIDER} accepted the request without naming its job.`);
  if (new URL(location).origin !== new URL(s.endpoint).origin) throw new AiProviderError('unavailable', `${PROVIDER} named a job on another host.`);
  return location;
}

export const readJob = async (s: CluSettings, location: string): Promise<CluJob> => (await cluCall(s, location)).body as CluJob;

const POLLS = 20;
const POLL_MS = 250;

/** Waits (a bounded number of polls) for a short job (import, deployment) to finish; a failed job is refused with its first error. */
async function finished(s: CluSettings, location: string, what: string): Promise<void> {
  for (let poll = 0; poll < POLLS; poll += 1) {
    const job = await readJob(s, location);
    if (job.status === 'succeeded') return;
    if (job.status === 'failed' || job.status === 'cancelled') {
      throw new AiProviderError('badInput', remoteMessages.refused(PROVIDER, job.errors?.[0]?.message ?? `the ${what} failed`));
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new AiProviderError('unavailable', `${PROVIDER} has not finished the ${what} yet. Try again in a moment.`);
}

/** The project file of the console's copy: intents, list entities (a sub-list per label) and utterances. */
export function projectFile(s: CluSettings, model: TrainedModel): unknown {
  return {
    projectFileVersion: CLU_API_VERSION,
    stringIndexType: 'Utf16CodeUnit',
    metadata: { projectKind: 'Conversation', projectName: s.projectName, language: s.language, multilingual: false, description: '', settings: { confidenceThreshold: 0 } },
    assets: {
      projectKind: 'Conversation',
      intents: model.intents.map((intent) => ({ category: intent.name })),
      entities: model.entities.map((entity) => ({
        category: entity.name,
        compositionSetting: 'combineComponents',
        list: { sublists: entity.labels.map((label) => ({ listKey: label.value, synonyms: [{ language: s.language, values: [label.value, ...label.synonyms] }] })) },
      })),
      utterances: model.intents.flatMap((intent) =>
        intent.utterances.map((utterance) => ({ text: utterance, intent: intent.name, language: s.language, dataset: 'Train', entities: [] })),
      ),
    },
  };
}

export async function importProject(s: CluSettings, model: TrainedModel): Promise<void> {
  const answer = await cluCall(s, withVersion(projectUrl(s, '/:import')), 'POST', projectFile(s, model));
  await finished(s, jobLocation(s, answer), 'import');
}

export async function startTraining(s: CluSettings): Promise<CluJob> {
  const body = {
    modelLabel: s.modelLabel,
    trainingMode: 'standard',
    trainingConfigVersion: 'latest',
    evaluationOptions: { kind: 'percentage', trainingSplitPercentage: 80, testingSplitPercentage: 20 },
  };
  const answer = await cluCall(s, withVersion(projectUrl(s, '/:train')), 'POST', body);
  return readJob(s, jobLocation(s, answer));
}

/** The project's most recent training job, or undefined before the first. */
export async function latestTraining(s: CluSettings): Promise<CluJob | undefined> {
  const answer = await cluCall(s, withVersion(projectUrl(s, '/train/jobs')));
  const jobs = ((answer.body as { value?: CluJob[] } | undefined)?.value ?? []).filter((job) => typeof job.createdDateTime === 'string');
  return jobs.sort((a, b) => Date.parse(b.createdDateTime ?? '') - Date.parse(a.createdDateTime ?? '')).at(0);
}

export async function deploy(s: CluSettings): Promise<void> {
  const answer = await cluCall(s, withVersion(projectUrl(s, `/deployments/${encodeURIComponent(s.deploymentName)}`)), 'PUT', { trainedModelLabel: s.modelLabel });
  await finished(s, jobLocation(s, answer), 'deployment');
}

export type CluPrediction = {
  topIntent?: string;
  intents?: Array<{ category?: string; confidenceScore?: number }>;
  entities?: Array<{ category?: string; text?: string; extraInformation?: Array<{ extraInformationKind?: string; key?: string }> }>;
};

/** The runtime's prediction for one utterance, or undefined when the deployment does not exist. */
export async function analyze(s: CluSettings, input: string): Promise<CluPrediction | undefined> {
  const body = {
    kind: 'Conversation',
    analysisInput: { conversationItem: { id: '1', participantId: 'user', text: input } },
    parameters: { projectName: s.projectName, deploymentName: s.deploymentName, stringIndexType: 'TextElement_V8', verbose: true },
  };
  const answer = await remoteCall(withVersion(joinUrl(s.endpoint, 'language/:analyze-conversations')), {
    provider: PROVIDER,
    method: 'POST',
    headers: { 'Ocp-Apim-Subscription-Key': s.key },
    body,
  });
  if (answer.status === 404) return undefined;
  if (answer.status >= 300) throw refusal(answer);
  const prediction = (answer.body as { result?: { prediction?: CluPrediction } } | undefined)?.result?.prediction;
  if (!prediction?.intents) throw new AiProviderError('unavailable', `${PROVIDER} answered a prediction without intents.`);
  return prediction;
}
