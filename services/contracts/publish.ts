import { z } from 'zod';

/**
 * Publishing an assistant version (docs/publishing.md): the GraphQL answers of publishState
 * and publishVersion, which the server writes and the designer reads through these schemas.
 */

/** How a version became live: published, rolled back to (older than the live one), the new assistant's first version, or the upgrade that began publishing. */
export const PUBLICATION_KINDS = ['PUBLISH', 'ROLLBACK', 'CREATED', 'UPGRADE'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

export const publication = z.object({
  id: z.string(),
  versionId: z.string(),
  versionName: z.string(),
  kind: z.enum(PUBLICATION_KINDS),
  publishedAt: z.string(),
  /** "Ada Lovelace"; empty for the upgrade and for people no longer known. */
  publishedBy: z.string(),
});
export type Publication = z.infer<typeof publication>;

/** The live version (null: never published) and every publication, newest first (the first is the live one). */
export const publishState = z.object({
  botId: z.string(),
  live: publication.nullable(),
  history: z.array(publication),
});
export type PublishState = z.infer<typeof publishState>;

/** Which version a publication makes live. */
export type PublishRequest = { botId: string; versionId: string };
