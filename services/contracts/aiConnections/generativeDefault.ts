import { z } from 'zod';
import { defineAiConnection } from './definition';

/**
 * Generative AI on the product's subscription (spec 02 section 3): no settings of its own; the
 * server's configuration says which OpenAI-compatible service it uses (the generative sandbox
 * in developer mode unless configured).
 */
export const generativeDefault = defineAiConnection({
  kind: 'generativeDefault',
  stored: { type: 'Generative AI Default', backend: 'Product subscription' },
  settings: z.object({ isDefaultProvider: z.literal(true).default(true) }).strict(),
  secrets: [],
  projectName: () => '',
  trains: false,
  publishes: false,
});
