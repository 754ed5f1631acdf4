import { containsPhrase, rankByUtterances, tokenize } from '../../providers/ai/similarity';
import type { ProtocolRoute, RouteMatch } from '../aiKit/router';
import { assetsOfImport } from './cluAssets';
import { CluError } from './cluErrors';
import { isFinished, jobView, newJob, startTraining, trainedModel, type CluProject } from './cluState';

/**
 * The conversation authoring calls (under language/authoring/analyze-conversations/projects) and
 * the runtime call (language/:analyze-conversations) the CLU sandbox answers. Asynchronous calls
 * answer 202 with an operation-location header naming the job to poll.
 */
export type CluCall = { project: CluProject; params: RouteMatch; body: unknown; now: Date; jobUrl: (path: string) => string };
export type CluAnswer = { status: number; body?: unknown; operationLocation?: string };
type Handler = (call: CluCall) => CluAnswer;

const P = 'authoring/analyze-conversations/projects/{projectName}';
const objectOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function jobOf(call: CluCall, kind: 'import' | 'train' | 'deploy') {
  const job = call.project.jobs.find((j) => j.id === call.params['jobId'] && j.kind === kind);
  if (!job) throw new CluError(404, 'NotFound', `The job ${call.params['jobId'] ?? ''} does not exist.`);
  return job;
}

const trainingRunning = (project: CluProject, now: Date) => project.jobs.some((job) => job.kind === 'train' && !isFinished(job, now));

export const cluAuthoringRoutes: ReadonlyArray<ProtocolRoute<Handler>> = [
  {
    method: 'GET',
    pattern: P,
    handler: ({ project }) => ({
      status: 200,
      body: {
        projectName: project.name,
        projectKind: 'Conversation',
        language: project.language,
        multilingual: false,
        settings: { confidenceThreshold: 0 },
        createdDateTime: project.createdAt.toISOString(),
        lastModifiedDateTime: project.modifiedAt.toISOString(),
      },
    }),
  },
  {
    method: 'POST',
    pattern: `${P}/:import`,
    handler: (call) => {
      if (trainingRunning(call.project, call.now)) throw new CluError(409, 'Conflict', 'A training job is running in this project. Wait for it to finish, then import.');
      const { language, model } = assetsOfImport(call.body, call.project.name);
      call.project.assets = model;
      call.project.language = language;
      call.project.modifiedAt = call.now;
      const job = newJob(call.project, 'import', call.now);
      return { status: 202, operationLocation: call.jobUrl(`import/jobs/${job.id}`) };
    },
  },
  { method: 'GET', pattern: `${P}/import/jobs/{jobId}`, handler: (call) => ({ status: 200, body: jobView(jobOf(call, 'import'), call.now) }) },
  {
    method: 'POST',
    pattern: `${P}/:train`,
    handler: (call) => {
      const modelLabel = textOf(objectOf(call.body)['modelLabel']);
      if (!modelLabel) throw new CluError(400, 'InvalidRequest', 'modelLabel is required.');
      if (textOf(objectOf(call.body)['trainingMode']) === '') throw new CluError(400, 'InvalidRequest', 'trainingMode is required (standard or advanced).');
      if (trainingRunning(call.project, call.now)) throw new CluError(409, 'Conflict', 'A training job is already running in this project.');
      const job = startTraining(call.project, modelLabel, call.now);
      return { status: 202, operationLocation: call.jobUrl(`train/jobs/${job.id}`) };
    },
  },
  {
    method: 'GET',
    pattern: `${P}/train/jobs`,
    handler: (call) => ({ status: 200, body: { value: call.project.jobs.filter((j) => j.kind === 'train').map((j) => jobView(j, call.now)) } }),
  },
  { method: 'GET', pattern: `${P}/train/jobs/{jobId}`, handler: (call) => ({ status: 200, body: jobView(jobOf(call, 'train'), call.now) }) },
  {
    method: 'PUT',
    pattern: `${P}/deployments/{deploymentName}`,
    handler: (call) => {
      const modelLabel = textOf(objectOf(call.body)['trainedModelLabel']);
      if (!modelLabel) throw new CluError(400, 'InvalidRequest', 'trainedModelLabel is required.');
      const model = trainedModel(call.project, modelLabel, call.now);
      if (!model) throw new CluError(404, 'NotFound', `The trained model ${modelLabel} does not exist: train it, and wait for the training to succeed.`);
      const deploymentName = call.params['deploymentName'] ?? '';
      call.project.deployments.set(deploymentName, { modelLabel, model, deployedAt: call.now });
      const job = newJob(call.project, 'deploy', call.now, { deploymentName });
      return { status: 202, operationLocation: call.jobUrl(`deployments/${encodeURIComponent(deploymentName)}/jobs/${job.id}`) };
    },
  },
  {
    method: 'GET',
    pattern: `${P}/deployments/{deploymentName}`,
    handler: (call) => {
      const deployment = call.project.deployments.get(call.params['deploymentName'] ?? '');
      if (!deployment) throw new CluError(404, 'NotFound', `The deployment ${call.params['deploymentName'] ?? ''} does not exist.`);
      return {
        status: 200,
        body: {
          deploymentName: call.params['deploymentName'],
          modelId: deployment.modelLabel,
          lastTrainedDateTime: deployment.deployedAt.toISOString(),
          lastDeployedDateTime: deployment.deployedAt.toISOString(),
        },
      };
    },
  },
  { method: 'GET', pattern: `${P}/deployments/{deploymentName}/jobs/{jobId}`, handler: (call) => ({ status: 200, body: jobView(jobOf(call, 'deploy'), call.now) }) },
];

/** The runtime answer for a conversation item, from the deployment the request names. */
export function analyzeConversation(project: CluProject, deploymentName: string, text: string): unknown {
  const deployment = project.deployments.get(deploymentName);
  if (!deployment) throw new CluError(404, 'DeploymentNotFound', `The deployment ${deploymentName} does not exist in the project ${project.name}.`);
  const ranked = rankByUtterances(text, deployment.model.intents);
  const words = tokenize(text);
  const entities = deployment.model.entities.flatMap((entity) =>
    entity.labels.flatMap((label) => {
      const phrase = [label.value, ...label.synonyms].find((p) => containsPhrase(words, tokenize(p)));
      if (!phrase) return [];
      const offset = text.toLowerCase().indexOf(phrase.toLowerCase());
      return [
        {
          category: entity.name,
          text: offset >= 0 ? text.slice(offset, offset + phrase.length) : phrase,
          offset: Math.max(0, offset),
          length: phrase.length,
          confidenceScore: 1,
          extraInformation: [{ extraInformationKind: 'ListKey', key: label.value }],
        },
      ];
    }),
  );
  const top = ranked[0];
  return {
    kind: 'ConversationResult',
    result: {
      query: text,
      prediction: {
        topIntent: top && top.score > 0 ? top.intent : 'None',
        projectKind: 'Conversation',
        intents: ranked.map((row) => ({ category: row.intent, confidenceScore: row.score })),
        entities,
      },
    },
  };
}

/** The parts of an analyze-conversations request the sandbox reads; refusals are the service's texts. */
export function analyzeRequest(body: unknown): { projectName: string; deploymentName: string; text: string } {
  const request = objectOf(body);
  if (textOf(request['kind']) !== 'Conversation') throw new CluError(400, 'InvalidArgument', 'kind must be Conversation.');
  const parameters = objectOf(request['parameters']);
  const item = objectOf(objectOf(request['analysisInput'])['conversationItem']);
  const projectName = textOf(parameters['projectName']);
  const deploymentName = textOf(parameters['deploymentName']);
  const text = typeof item['text'] === 'string' ? item['text'] : '';
  if (!projectName || !deploymentName) throw new CluError(400, 'InvalidArgument', 'parameters.projectName and parameters.deploymentName are required.');
  if (text.trim() === '') throw new CluError(400, 'InvalidArgument', 'analysisInput.conversationItem.text is required.');
  if (text.length > 1000) throw new CluError(400, 'InvalidDocument', 'The text is longer than 1000 characters.');
  return { projectName, deploymentName, text };
}
