import { z } from 'zod';
import { requiredSecret, requiredText } from '../channels/fields';
import { defineAiConnection } from './definition';

/**
 * Dialogflow ES (spec 02 section 3): the Google Cloud project id and the service account's
 * JSON key (raw text, a secret). The adapter signs a JWT with the key's private key and
 * exchanges it at the key's token_uri for an access token.
 */
export const dialogflow = defineAiConnection({
  kind: 'dialogflow',
  stored: { type: 'DialogFlow', backend: 'Google Cloud' },
  settings: z
    .object({
      projectId: requiredText(100),
      /** The service account key file's text. */
      jsonKey: requiredSecret(20_000),
      /** The key's client_email, kept in the clear so the table can say who the console acts as. */
      clientEmail: z.string().trim().max(320).optional(),
    })
    .strict(),
  secrets: ['jsonKey'],
  projectName: (settings) => settings.projectId,
  trains: true,
  publishes: false,
});
