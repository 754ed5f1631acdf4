import { z } from 'zod';
import { httpUrl, requiredSecret, requiredText } from '../channels/fields';
import { defineAiConnection } from './definition';

/** Watson Assistant v1 (spec 02 section 3): the service URL, its API key and the workspace id. */
export const watson = defineAiConnection({
  kind: 'watson',
  stored: { type: 'Watson', backend: 'IBM Cloud' },
  settings: z
    .object({
      watson_url: httpUrl(),
      watson_api_key: requiredSecret(200),
      watson_workspace_id: requiredText(100),
    })
    .strict(),
  secrets: ['watson_api_key'],
  projectName: (settings) => settings.watson_workspace_id,
  trains: true,
  publishes: false,
});
