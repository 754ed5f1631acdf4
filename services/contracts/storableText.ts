/**
 * Text the database can store. PostgreSQL refuses U+0000 in text and JSON, and UTF-8 has no
 * form for an unpaired UTF-16 surrogate, so text with either is refused where it enters.
 */

/** Why a text cannot be stored. */
export type UnstorableText = { path: string; problem: 'nul' | 'surrogate' };

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The problem of one text, if it has one. */
export function textProblem(text: string): UnstorableText['problem'] | undefined {
  if (text.includes(NUL)) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return undefined;
}

function joinPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/**
 * The first text (a string value or an object key, at any depth) that cannot be stored, with
 * its path such as `message.content` or `rows[2]`. Walks without recursion, so deeply nested
 * input cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown, root = ''): UnstorableText | undefined {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [item, path] = pending.pop() as [unknown, string];
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return { path, problem };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i -= 1) pending.push([item[i], joinPath(path, i)]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) {
        const keyProblem = textProblem(key);
        if (keyProblem) return { path: joinPath(path, '(a field name)'), problem: keyProblem };
      }
      for (const [key, child] of entries.reverse()) pending.push([child, joinPath(path, key)]);
    }
  }
  return undefined;
}

/** The sentence people read when a text cannot be stored. */
export function unstorableTextMessage({ path, problem }: UnstorableText): string {
  const where = path === '' ? 'The text' : path;
  return problem === 'nul'
    ? `${where} contains the NUL character (U+0000), which cannot be stored. Remove it and try again.`
    : `${where} contains a broken character (an unpaired UTF-16 surrogate), which cannot be stored. Remove it and try again.`;
}
