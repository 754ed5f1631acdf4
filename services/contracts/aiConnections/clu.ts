import { z } from 'zod';
import { httpUrl, optionalText, requiredSecret, requiredText } from '../channels/fields';
import { defineAiConnection } from './definition';

/**
 * Conversational language understanding (spec 02 section 3): the language resource's endpoint
 * and key, the project, the deployment predictions use, the primary language (en-GB first) and
 * the name of the trained model.
 */
export const clu = defineAiConnection({
  kind: 'clu',
  stored: { type: 'CLU', backend: 'Azure' },
  settings: z
    .object({
      endpoint: httpUrl(),
      projectName: requiredText(100),
      subscriptionKey: requiredSecret(200),
      deploymentName: requiredText(100),
      primaryLanguage: optionalText(20),
      trainingModelName: requiredText(100),
    })
    .strict(),
  secrets: ['subscriptionKey'],
  projectName: (settings) => settings.projectName,
  trains: true,
  publishes: true,
});
