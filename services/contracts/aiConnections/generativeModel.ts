import { z } from 'zod';
import { isHttpUrl } from '../channels/fields';
import { aiConnectionMessages as m } from './messages';

/**
 * One deployment of a custom Generative AI connection (spec 02 section 3): the model type, the
 * deployment, the resource, the endpoint and the key. `apiStyle` says which form of the
 * OpenAI-compatible protocol the endpoint speaks: 'azure' (deployments and api-version, the
 * default) or 'openai' (a plain base URL such as https://api.openai.com/v1 or a local model
 * server, where `deploymentName` is the model's name and the resource may be empty).
 */
export const GENERATIVE_API_STYLES = ['azure', 'openai'] as const;
export const DEFAULT_GENERATIVE_MODEL = 'gpt-35-turbo';
export const DEFAULT_VECTOR_SEARCH_MODEL = 'text-embedding-ada-002';

const filled = z.string(m.fillAllFields).trim().min(1, m.fillAllFields).max(2083, m.fillAllFields);

export const generativeModel = z
  .object({
    modelType: filled,
    deploymentName: filled,
    resourceName: z.string().trim().max(200, m.fillAllFields).default(''),
    endpoint: filled.refine(isHttpUrl, 'Please enter a valid url'),
    azureKey: z.string().trim().max(500, m.fillAllFields).default(''),
    apiStyle: z.enum(GENERATIVE_API_STYLES).default('azure'),
    apiVersion: z.string().trim().max(40).optional(),
  })
  .strict()
  .superRefine((model, ctx) => {
    // The Azure form needs all five fields; a plain OpenAI-compatible server may need no key.
    if (model.apiStyle === 'azure' && (!model.resourceName || !model.azureKey)) ctx.addIssue({ code: 'custom', message: m.fillAllFields });
  });
export type GenerativeModel = z.output<typeof generativeModel>;
