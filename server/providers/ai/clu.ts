import type { AiAdapterDeps } from './adapterDeps';
import { analyze, cluSettingsOf, deploy, getProject, importProject, latestTraining, PROVIDER, startTraining, type CluJob } from './cluProtocol';
import { AiProviderError, providerMessages, type AiConnectionRef, type AiProvider, type Prediction, type TrainingStatus } from './provider';
import * as store from './sandboxStore';
import { NOT_TRAINED } from './training';

/**
 * CLU: the conversation authoring API has no per-intent calls, so the console keeps the
 * authoring copy (intents, utterances, parameters, list entities) in its own database, keyed by
 * the connection, and pushes the whole project with :import when training starts, then :train;
 * publishing deploys the trained model; predictions come from the runtime.
 */
const STATUS_IDS: Record<string, string> = { notStarted: '9', running: '2', succeeded: '0', failed: '3' };

export function trainingStatusOf(job: CluJob | undefined): TrainingStatus {
  if (!job?.status) return NOT_TRAINED;
  return { status: job.status, statusId: STATUS_IDS[job.status] ?? '-1' };
}

const isRunning = (job: CluJob | undefined) => job?.status === 'notStarted' || job?.status === 'running';

export function cluProvider(deps: AiAdapterDeps): AiProvider {
  const { db } = deps;
  return {
    ...store.storedAuthoring(db),
    train: async (c) => {
      const s = cluSettingsOf(c);
      const latest = await latestTraining(s);
      if (isRunning(latest)) return trainingStatusOf(latest);
      await importProject(s, await store.modelOf(db, c.id));
      return trainingStatusOf(await startTraining(s));
    },
    trainingStatus: async (c) => trainingStatusOf(await latestTraining(cluSettingsOf(c))),
    publish: async (c) => {
      const s = cluSettingsOf(c);
      const latest = await latestTraining(s);
      if (isRunning(latest)) throw new AiProviderError('conflict', providerMessages.trainingRunning);
      if (latest?.status !== 'succeeded') throw new AiProviderError('conflict', providerMessages.notTrained);
      await deploy(s);
    },
    predict: (c, input) => predict(deps, c, input),
    check: async (c) => {
      const s = cluSettingsOf(c);
      try {
        await getProject(s);
      } catch (error) {
        if (error instanceof AiProviderError && error.kind === 'notFound') throw new AiProviderError('unauthorized', `${PROVIDER} has no project named ${s.projectName}.`);
        throw error;
      }
    },
  };
}

/**
 * The intents best first with their scores. An intent's parameters (kept in the console's copy)
 * take the value of the entity they name: a list entity's key, or the text found.
 */
async function predict(deps: AiAdapterDeps, connection: AiConnectionRef, input: string): Promise<Prediction> {
  const prediction = await analyze(cluSettingsOf(connection), input);
  if (!prediction) throw new AiProviderError('conflict', providerMessages.notPublished);
  const found = new Map<string, unknown>();
  for (const entity of prediction.entities ?? []) {
    if (!entity.category || found.has(entity.category.toLowerCase())) continue;
    const listKey = entity.extraInformation?.find((info) => info.extraInformationKind === 'ListKey')?.key;
    found.set(entity.category.toLowerCase(), listKey ?? entity.text);
  }
  const model = await store.modelOf(deps.db, connection.id);
  const predictions = (prediction.intents ?? [])
    .filter((row): row is { category: string; confidenceScore?: number } => typeof row.category === 'string')
    .map((row) => {
      const intent = model.intents.find((i) => i.name.toLowerCase() === row.category.toLowerCase());
      const parameters: Record<string, unknown> = {};
      for (const parameter of intent?.parameters ?? []) {
        const value = found.get(parameter.entity.toLowerCase());
        if (value !== undefined) parameters[parameter.name] = value;
      }
      return { intent: row.category, score: typeof row.confidenceScore === 'number' ? row.confidenceScore : 0, parameters };
    })
    .sort((a, b) => b.score - a.score || a.intent.localeCompare(b.intent));
  return { predictions, usageCost: 0 };
}
