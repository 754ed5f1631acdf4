import { z } from 'zod';
import { aiSandboxFaultForm, aiSandboxFaultSet, providerJson } from './aiSandbox';
import { htmlPage, type RestContracts } from './contract';

/**
 * The developer-mode stand-in for Conversational Language Understanding under /sandbox/clu: the
 * conversation authoring API (projects, :import, :train, jobs, deployments; api-version
 * 2023-04-01) and the runtime :analyze-conversations under /sandbox/clu/language/... (open: the
 * server calls them with the resource key), and for the operator the page listing the projects,
 * project creation and the faults tests and demos ask for.
 */
export const cluSandboxProjectForm = z.object({
  projectName: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'projectName: 1-100 letters, digits, dots, dashes and underscores.'),
  language: z.string().trim().min(2).max(10).default('en-us'),
});
export const cluSandboxProject = z.object({
  projectName: z.string(),
  language: z.string(),
  endpoint: z.string(),
  subscriptionKey: z.string(),
  deploymentName: z.string(),
  trainingModelName: z.string(),
});
export type CluSandboxProject = z.infer<typeof cluSandboxProject>;

export const cluSandboxRoutes = {
  'GET /sandbox/clu': { answer: htmlPage },
  'POST /sandbox/clu/projects': { body: cluSandboxProjectForm, answer: cluSandboxProject },
  'POST /sandbox/clu/control/faults': { body: aiSandboxFaultForm, answer: aiSandboxFaultSet },
  'GET /sandbox/clu/language/*': { answer: providerJson },
  'POST /sandbox/clu/language/*': { answer: providerJson },
  'PUT /sandbox/clu/language/*': { answer: providerJson },
  'DELETE /sandbox/clu/language/*': { answer: providerJson },
} as const satisfies RestContracts;
