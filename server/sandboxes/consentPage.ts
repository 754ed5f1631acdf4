import { escapeHtml } from '../escapeHtml';

/**
 * What a provider sandbox's sign-in or consent page is made of (Shopify's install page, Zoho's
 * consent page): a plain page in the provider's colours with the sandbox's note under it, the
 * requested scopes in the provider's words, and the hidden fields its buttons send back.
 */

/** A whole page: its title, the provider's own style, the body and the note saying which provider the sandbox stands in for. */
export function sandboxPage({ title, style, body, note }: { title: string; style: string; body: string; note: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}
<p class="sandbox">${escapeHtml(note)}</p></main></body></html>`;
}

/** The requested scopes (comma-separated) as list items: the provider's words for each, and its name. */
export function scopeItems(scope: string, words: Readonly<Record<string, string>>): string {
  return scope
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => `<li>${escapeHtml(words[name] ?? name)} <small>(${escapeHtml(name)})</small></li>`)
    .join('');
}

/** A form field the page's buttons send back unchanged. */
export const hiddenField = (name: string, value: string) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
