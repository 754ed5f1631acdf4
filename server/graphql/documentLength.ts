import type { Plugin } from 'graphql-yoga';
import { limitExceeded, limitMessages } from './limitErrors';

/**
 * Refuses a document (the `query` text) longer than `maxBytes` before it is parsed. Variables
 * are not counted: the designer's flow travels as one.
 */
export function documentLengthLimit(maxBytes: number): Plugin {
  return {
    onParams({ params }) {
      const query = params.query ?? '';
      // A UTF-8 character takes at most 3 bytes per UTF-16 unit: count exactly only when it could matter.
      if (query.length * 3 <= maxBytes) return;
      const bytes = Buffer.byteLength(query, 'utf8');
      if (bytes > maxBytes) throw limitExceeded(limitMessages.documentTooLong(bytes, maxBytes), 413);
    },
  };
}
