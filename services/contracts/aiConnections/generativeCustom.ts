import { z } from 'zod';
import { defineAiConnection } from './definition';
import { generativeModel } from './generativeModel';
import { aiConnectionMessages as m } from './messages';

/**
 * Generative AI on the company's own subscription (spec 02 sections 3 and 5): at least one
 * generative and one vector-search deployment, every field filled. The keys are secrets.
 */
export const generativeCustom = defineAiConnection({
  kind: 'generativeCustom',
  stored: { type: 'Generative AI', backend: 'Azure OpenAI' },
  settings: z
    .object({
      isDefaultProvider: z.literal(false).default(false),
      generativeAIProviderProperties: z
        .object({
          generativeModels: z.array(generativeModel, m.addDeployments).min(1, m.addDeployments).max(20),
          vectorSearchModels: z.array(generativeModel, m.addDeployments).min(1, m.addDeployments).max(20),
        })
        .strict(),
    })
    .strict(),
  secrets: ['generativeAIProviderProperties.generativeModels.*.azureKey', 'generativeAIProviderProperties.vectorSearchModels.*.azureKey'],
  projectName: (settings) => settings.generativeAIProviderProperties.generativeModels[0]?.deploymentName ?? '',
  trains: false,
  publishes: false,
});
