import { Fragment, type ReactNode } from 'react';

/**
 * The light markup of a vote message (spec 01 section 2.10): *bold*, _italic_,
 * ~underline~, [text](url) links and kept newlines. The message comes from a company's
 * flow, so it is turned into React elements (never HTML): tags stay text, and only
 * http, https and mailto addresses become links.
 */

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address a link may point to, or null when it is not an http, https or mailto URL. */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** An image address the page may load (http or https), or null. */
export function safeImageSrc(raw: string | undefined): string | null {
  const href = raw ? safeHref(raw) : null;
  return href && !href.startsWith('mailto:') ? href : null;
}

type Rule = { pattern: RegExp; render: (match: RegExpExecArray, key: string) => ReactNode };

const RULES: readonly Rule[] = [
  {
    pattern: /\[([^\]\n]+)\]\(([^)\s]+)\)/,
    render: (match, key) => {
      const href = safeHref(match[2]!);
      // An address of another kind (javascript:, data:, ...) stays as the text that was written.
      if (!href) return <Fragment key={key}>{withNewlines(match[0], key)}</Fragment>;
      return (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer">
          {renderEmphasis(match[1]!, key)}
        </a>
      );
    },
  },
  { pattern: /\*([^*\n]+)\*/, render: (match, key) => <strong key={key}>{renderVoteMarkup(match[1]!, key)}</strong> },
  { pattern: /_([^_\n]+)_/, render: (match, key) => <em key={key}>{renderVoteMarkup(match[1]!, key)}</em> },
  { pattern: /~([^~\n]+)~/, render: (match, key) => <u key={key}>{renderVoteMarkup(match[1]!, key)}</u> },
];

function withNewlines(text: string, key: string): ReactNode[] {
  return text
    .split('\n')
    .flatMap((line, i) => (i === 0 ? [line] : [<br key={`${key}-br${i}`} />, line]))
    .filter((part) => part !== '');
}

/** Renders `text` with the rules from `rules` (links are left out inside a link's own text). */
function render(text: string, keyPrefix: string, rules: readonly Rule[]): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let n = 0;
  while (rest) {
    let first: { rule: Rule; match: RegExpExecArray } | null = null;
    for (const rule of rules) {
      const match = rule.pattern.exec(rest);
      if (match && (!first || match.index < first.match.index)) first = { rule, match };
    }
    if (!first) {
      out.push(...withNewlines(rest, `${keyPrefix}-${n}`));
      break;
    }
    if (first.match.index > 0) out.push(...withNewlines(rest.slice(0, first.match.index), `${keyPrefix}-${n}t`));
    out.push(first.rule.render(first.match, `${keyPrefix}-${n}`));
    rest = rest.slice(first.match.index + first.match[0].length);
    n += 1;
  }
  return out;
}

function renderEmphasis(text: string, keyPrefix: string): ReactNode[] {
  return render(text, keyPrefix, RULES.slice(1));
}

/** The message as React nodes. */
export function renderVoteMarkup(text: string, keyPrefix = 'm'): ReactNode[] {
  return render(text, keyPrefix, RULES);
}
