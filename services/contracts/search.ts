import { z } from 'zod';

/**
 * The console's search (/search): companies, assistants, conversations and modules of the
 * companies the caller belongs to. GET /core/v1/search?q=<text>; the server answers exactly
 * `searchAnswer`, the client checks it with the same schema.
 */

export const SEARCH_API = '/core/v1/search';

/** Shortest and longest text searched for. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** At most this many results of each kind. */
export const SEARCH_LIMIT_PER_KIND = 10;

export const searchMessages = {
  tooShort: `Type at least ${SEARCH_MIN_LENGTH} characters to search.`,
  tooLong: `Search for at most ${SEARCH_MAX_LENGTH} characters.`,
  missing: 'Say what to search for (q).',
} as const;

/** The query string of a search; the text is trimmed before its length is checked. */
export const searchQuery = z.object({
  q: z.string(searchMessages.missing).trim().min(SEARCH_MIN_LENGTH, searchMessages.tooShort).max(SEARCH_MAX_LENGTH, searchMessages.tooLong),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const SEARCH_KINDS = ['company', 'assistant', 'conversation', 'module'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * One result. `title` is what matched in people's words (the company's, assistant's or
 * module's name, the client's name); `companyId` and `botId` say where it opens.
 */
export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** The assistant of an assistant, module or conversation; null for a company or a conversation without one. */
  botId: z.string().nullable(),
  botName: z.string().nullable(),
  /** A module's type, a conversation's channel; null otherwise. */
  detail: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchAnswer = z.object({ query: z.string(), hits: z.array(searchHit) });
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** A text as a LIKE pattern that matches it anywhere: its own %, _ and \ stand for themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
