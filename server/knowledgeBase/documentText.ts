/**
 * The plain text of an uploaded knowledge-base document (text, Markdown or HTML), with its
 * headings kept as lines of their own so that passages split at them (passages.ts).
 */

export const DOCUMENT_TYPES = ['text/plain', 'text/markdown', 'text/html'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const entities: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', apos: "'", amp: '&', '#39': "'", '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (entities[lower] !== undefined) return entities[lower];
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? parseInt(lower.slice(1), 10) : NaN;
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  });
}

/** HTML's text: scripts, styles and comments dropped, headings as '# ' lines, blocks as paragraphs. */
export function htmlText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi, (_, level: string, inner: string) => `\n\n${'#'.repeat(Number(level))} ${inner.replace(/<[^>]*>/g, '').trim()}\n\n`)
      .replace(/<(br)\b[^>]*>/gi, '\n')
      .replace(/<\/?(p|div|section|article|li|ul|ol|tr|table|blockquote|pre|header|footer|main)\b[^>]*>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Markdown's text: code fences, emphasis and link targets reduced to their words; headings stay '# ' lines. */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/^```[^\n]*\n([\s\S]*?)^```\s*$/gm, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^*\w])[*_]([^*_\n]+)[*_](?=[^*\w]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^(\s*)([-*+]|\d+\.)\s+/gm, '$1- ')
    .replace(/^>\s?/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A document's plain text by its type. */
export function documentText(type: DocumentType, content: string): string {
  const text = content.replace(/\r\n?/g, '\n').split(String.fromCharCode(0)).join('');
  if (type === 'text/html') return htmlText(text);
  if (type === 'text/markdown') return markdownText(text);
  return text.replace(/\n{3,}/g, '\n\n').trim();
}
