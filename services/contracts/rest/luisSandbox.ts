import { z } from 'zod';
import { aiSandboxFaultForm, aiSandboxFaultSet, providerJson } from './aiSandbox';
import { htmlPage, type RestContracts } from './contract';

/**
 * The developer-mode stand-in for LUIS under /sandbox/luis: the Programmatic (authoring) API
 * v3.0-preview and the v3 prediction endpoint under /sandbox/luis/luis/... (open: the server
 * calls them with the app's keys), and for the operator the page listing the apps, app creation
 * and the faults tests and demos ask for.
 */
export const luisSandboxAppForm = z.object({
  name: z.string().trim().min(1, 'name is required.').max(100),
  culture: z.string().trim().min(2).max(10).default('en-us'),
});
export const luisSandboxApp = z.object({
  appId: z.string(),
  name: z.string(),
  culture: z.string(),
  versionId: z.string(),
  authoringKey: z.string(),
  predictionKey: z.string(),
  endpoint: z.string(),
  managementEndpoint: z.string(),
});
export type LuisSandboxApp = z.infer<typeof luisSandboxApp>;

export const luisSandboxRoutes = {
  'GET /sandbox/luis': { answer: htmlPage },
  'POST /sandbox/luis/apps': { body: luisSandboxAppForm, answer: luisSandboxApp },
  'POST /sandbox/luis/control/faults': { body: aiSandboxFaultForm, answer: aiSandboxFaultSet },
  'GET /sandbox/luis/luis/*': { answer: providerJson },
  'POST /sandbox/luis/luis/*': { answer: providerJson },
  'PUT /sandbox/luis/luis/*': { answer: providerJson },
  'DELETE /sandbox/luis/luis/*': { answer: providerJson },
} as const satisfies RestContracts;
