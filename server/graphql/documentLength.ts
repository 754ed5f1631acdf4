import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limitExceeded, limitMessages } from './limitErrors';

/**
 * Refuses a document (the `query` text) longer than `maxBytes` before it is parsed. Variables
 * are not counted: the designer's flow travels as one.
 */
export function documentLengthLimit(maxBytes: number): Plugin {
  return {
    onParams({ params }) {
      const refusal = documentTooLong(params.query, maxBytes);
      if (refusal) throw refusal;
    },
  };
}

/** The refusal of a document longer than `maxBytes`, if it is. */
export function documentTooLong(query: unknown, maxBytes: number): GraphQLError | undefined {
  if (typeof query !== 'string') return undefined;
  // A UTF-8 character takes at most 3 bytes per UTF-16 unit: count exactly only when it could matter.
  if (query.length * 3 <= maxBytes) return undefined;
  const bytes = Buffer.byteLength(query, 'utf8');
  return bytes > maxBytes ? limitExceeded(limitMessages.documentTooLong(bytes, maxBytes), 413) : undefined;
}
