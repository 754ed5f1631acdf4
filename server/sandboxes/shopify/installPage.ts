import { escapeHtml } from '../../escapeHtml';
import { hiddenField, sandboxPage, scopeItems } from '../consentPage';

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

/** The note under every page: what the sandbox stands in for. */
const NOTE = "Sandbox: stands in for a Shopify store's admin in developer mode.";

const PAGE_STYLE = `body{font:15px/1.4 system-ui,sans-serif;background:#f1f1f1;margin:0;padding:1.5rem;color:#303030}
main{max-width:32rem;margin:auto;background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.2rem;margin:0 0 .5rem}.sandbox{color:#616161;font-size:.85rem}ul{padding-left:1.2rem}
.actions{display:flex;gap:.5rem;justify-content:flex-end}button{font:inherit;padding:.5rem 1rem;border-radius:8px;border:0;background:#303030;color:#fff;cursor:pointer}`;

const page = (title: string, body: string) => sandboxPage({ title, style: PAGE_STYLE, body, note: NOTE });

/** The install page: the app asks the shop for the scopes; the merchant installs it or leaves. */
export function installPage(request: InstallRequest, appName: string): string {
  const scopes = scopeItems(request.scope, SCOPE_WORDS);
  return page(
    `Install ${appName}`,
    `<h1>Install ${escapeHtml(appName)} on ${escapeHtml(request.shop)}</h1><p>This app will be able to:</p><ul>${scopes}</ul>
<form method="get" action="/sandbox/shopify/${escapeHtml(request.shop)}/admin/oauth/install">
${hiddenField('client_id', request.clientId)}${hiddenField('scope', request.scope)}${hiddenField('redirect_uri', request.redirectUri)}${hiddenField('state', request.state)}
<div class="actions"><button type="submit">Install app</button></div>
</form>`,
  );
}

/** Shopify's page for a request it cannot serve (an unknown app, a redirect address the app does not allow). */
export function installErrorPage(message: string): string {
  return page('Oauth error', `<h1>Oauth error</h1><p role="alert">${escapeHtml(message)}</p>`);
}
