import { randomUUID } from 'node:crypto';
import { TRAINING_SECONDS, type TrainedModel } from '../../providers/ai/training';

/**
 * The CLU sandbox's memory: conversation projects with the assets last imported, their jobs
 * (import and deployment finish at once; a training job is notStarted, then running, then
 * succeeded, or failed when an intent has no utterance, following the server clock), the
 * trained models by label and the deployments.
 */
export type CluJobKind = 'import' | 'train' | 'deploy';
export type CluJob = {
  id: string;
  kind: CluJobKind;
  createdAt: Date;
  outcome: 'succeeded' | 'failed';
  errors: Array<{ code: string; message: string }>;
  modelLabel?: string;
  deploymentName?: string;
  /** The assets a training learns from. */
  model?: TrainedModel;
};

export type CluProject = {
  name: string;
  language: string;
  createdAt: Date;
  modifiedAt: Date;
  assets: TrainedModel;
  jobs: CluJob[];
  deployments: Map<string, { modelLabel: string; model: TrainedModel; deployedAt: Date }>;
};

export type CluSandboxState = { projects: Map<string, CluProject> };

export const cluSandboxState = (): CluSandboxState => ({ projects: new Map() });

export function newCluProject(state: CluSandboxState, name: string, language: string, now: Date): CluProject {
  const existing = state.projects.get(name.toLowerCase());
  if (existing) return existing;
  const project: CluProject = { name, language, createdAt: now, modifiedAt: now, assets: { intents: [], entities: [] }, jobs: [], deployments: new Map() };
  state.projects.set(name.toLowerCase(), project);
  return project;
}

const QUEUED_SECONDS = 1;

export type CluJobStatus = 'notStarted' | 'running' | 'succeeded' | 'failed';

export function jobStatus(job: CluJob, now: Date): CluJobStatus {
  if (job.kind !== 'train') return job.outcome;
  const seconds = (now.getTime() - job.createdAt.getTime()) / 1000;
  if (seconds < QUEUED_SECONDS) return 'notStarted';
  if (seconds < TRAINING_SECONDS.clu) return 'running';
  return job.outcome;
}

export const isFinished = (job: CluJob, now: Date) => ['succeeded', 'failed'].includes(jobStatus(job, now));

export function newJob(project: CluProject, kind: CluJobKind, now: Date, fields: Partial<CluJob> = {}): CluJob {
  const job: CluJob = { id: randomUUID(), kind, createdAt: now, outcome: 'succeeded', errors: [], ...fields };
  project.jobs.push(job);
  return job;
}

/** Starts a training of the imported assets under a model label. */
export function startTraining(project: CluProject, modelLabel: string, now: Date): CluJob {
  const model = project.assets;
  const empty = model.intents.filter((intent) => intent.utterances.length === 0).map((intent) => intent.name);
  const errors =
    model.intents.length === 0
      ? [{ code: 'InvalidRequest', message: 'The project has no intents to train.' }]
      : empty.map((name) => ({ code: 'InvalidRequest', message: `The intent ${name} has no utterances. Every intent needs at least one labelled utterance.` }));
  return newJob(project, 'train', now, { modelLabel, model, outcome: errors.length > 0 ? 'failed' : 'succeeded', errors });
}

/** The model a label names: the last finished, successful training under it. */
export function trainedModel(project: CluProject, modelLabel: string, now: Date): TrainedModel | undefined {
  const jobs = project.jobs.filter((job) => job.kind === 'train' && job.modelLabel === modelLabel && jobStatus(job, now) === 'succeeded');
  return jobs.at(-1)?.model;
}

export function jobView(job: CluJob, now: Date): Record<string, unknown> {
  const status = jobStatus(job, now);
  const base = {
    jobId: job.id,
    createdDateTime: job.createdAt.toISOString(),
    lastUpdatedDateTime: (isFinished(job, now) ? new Date(job.createdAt.getTime() + (job.kind === 'train' ? TRAINING_SECONDS.clu * 1000 : 0)) : now).toISOString(),
    expirationDateTime: new Date(job.createdAt.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
    status,
    ...(status === 'failed' ? { errors: job.errors.map((e) => ({ ...e, innererror: { code: 'InvalidTrainingData', message: e.message } })) } : {}),
  };
  if (job.kind !== 'train') return base;
  const percent = status === 'succeeded' || status === 'failed' ? 100 : status === 'running' ? 50 : 0;
  return {
    ...base,
    result: {
      modelLabel: job.modelLabel,
      trainingConfigVersion: '2022-09-01',
      trainingMode: 'standard',
      trainingStatus: { percentComplete: percent, startDateTime: job.createdAt.toISOString(), status },
      evaluationStatus: { percentComplete: percent, status },
    },
  };
}
