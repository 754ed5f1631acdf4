import { z } from 'zod';
import { defineChannel } from './definition';
import { requiredSecret, requiredText } from './fields';

/** Texts of the conversational-AI form (spec 02 section 5, exact wording). */
export const conversationalAiMessages = { invalidJson: 'Invalid JSON' } as const;

const invalid = conversationalAiMessages.invalidJson;

function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The project's JSON key, as text or parsed: it must hold private_key (kept exactly) and client_email; other fields are kept. */
export const jsonKey = z.preprocess(
  parsedJson,
  z.looseObject({ private_key: z.string(invalid).refine((key) => key.trim() !== '', invalid), client_email: z.string(invalid).trim().min(1, invalid) }, invalid),
);

/**
 * A conversational-AI project, Dialogflow (spec 02 sections 3, 5 and 7): project id and JSON
 * key required (the project id identifies it); the key's private_key and the access token it
 * was exchanged for are secrets.
 */
export const conversationalAi = defineChannel({
  kind: 'conversationalAi',
  stored: { integrationType: 'Dialogflow' },
  properties: z.object({ projectId: requiredText(200), jsonKey, accessToken: requiredSecret().optional() }).strict(),
  secrets: ['jsonKey.private_key', 'accessToken'],
  identifiedBy: ['projectId'],
});
