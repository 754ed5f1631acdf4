import { escapeHtml } from '../../escapeHtml';

/** What the install page shows, and what its Install app button sends back to it. */
export type InstallRequest = { shop: string; clientId: string; scope: string; redirectUri: string; state: string };

/** What Shopify says each scope lets the app do, as its install page lists them. */
const SCOPE_WORDS: Readonly<Record<string, string>> = {
  write_orders: 'View and edit orders',
  read_orders: 'View orders',
  read_customers: 'View customers',
  write_customers: 'View and edit customers',
  read_products: 'View products',
  write_products: 'View and edit products',
};

const PAGE_STYLE = `body{font:15px/1.4 system-ui,sans-serif;background:#f1f1f1;margin:0;padding:1.5rem;color:#303030}
main{max-width:32rem;margin:auto;background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.2rem;margin:0 0 .5rem}.sandbox{color:#616161;font-size:.85rem}ul{padding-left:1.2rem}
.actions{display:flex;gap:.5rem;justify-content:flex-end}button{font:inherit;padding:.5rem 1rem;border-radius:8px;border:0;background:#303030;color:#fff;cursor:pointer}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}
<p class="sandbox">Sandbox: stands in for a Shopify store's admin in developer mode.</p></main></body></html>`;
}

/** The install page: the app asks the shop for the scopes; the merchant installs it or leaves. */
export function installPage(request: InstallRequest, appName: string): string {
  const scopes = request.scope
    .split(',')
    .map((scope) => scope.trim())
    .filter((scope) => scope !== '')
    .map((scope) => `<li>${escapeHtml(SCOPE_WORDS[scope] ?? scope)} <small>(${escapeHtml(scope)})</small></li>`)
    .join('');
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    `Install ${appName}`,
    `<h1>Install ${escapeHtml(appName)} on ${escapeHtml(request.shop)}</h1><p>This app will be able to:</p><ul>${scopes}</ul>
<form method="get" action="/sandbox/shopify/${escapeHtml(request.shop)}/admin/oauth/install">
${hidden('client_id', request.clientId)}${hidden('scope', request.scope)}${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}
<div class="actions"><button type="submit">Install app</button></div>
</form>`,
  );
}

/** Shopify's page for a request it cannot serve (an unknown app, a redirect address the app does not allow). */
export function installErrorPage(message: string): string {
  return page('Oauth error', `<h1>Oauth error</h1><p role="alert">${escapeHtml(message)}</p>`);
}
