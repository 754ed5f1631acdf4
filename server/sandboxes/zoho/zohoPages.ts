import { escapeHtml } from '../../escapeHtml';
import { hiddenField, sandboxPage, scopeItems } from '../consentPage';

/** What the consent page shows, and what its Accept and Reject buttons send back. */
export type ConsentRequest = {
  clientId: string;
  responseType: string;
  scope: string;
  redirectUri: string;
  state: string;
  accessType: string;
  prompt: string;
};

/** What Zoho says each scope lets the client do, as its consent page lists them. */
const SCOPE_WORDS: Readonly<Record<string, string>> = {
  'SalesIQ.webhooks.ALL': 'Create, read, update and delete webhooks in Zoho SalesIQ',
  'SalesIQ.conversations.ALL': 'Read and reply to conversations in Zoho SalesIQ',
  'SalesIQ.portals.READ': 'Read your Zoho SalesIQ portals',
};

/** The note under every page: what the sandbox stands in for. */
const NOTE = "Sandbox: stands in for Zoho's accounts server in developer mode.";

const PAGE_STYLE = `body{font:15px/1.4 system-ui,sans-serif;background:#f4f6f8;margin:0;padding:1.5rem;color:#1f2937}
main{max-width:34rem;margin:auto;background:#fff;border-radius:10px;padding:1.25rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.2rem;margin:0 0 .5rem}.sandbox{color:#4b5563;font-size:.85rem}ul{padding-left:1.2rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem}dt{font-weight:600}dd{margin:0;word-break:break-all}
.actions{display:flex;gap:.5rem;justify-content:flex-end}button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #9ca3af;background:#fff;cursor:pointer}
button[value=accept]{background:#1a73e8;border-color:#1a73e8;color:#fff}`;

const page = (title: string, body: string) => sandboxPage({ title, style: PAGE_STYLE, body, note: NOTE });

/** The API console: the sandbox's one client, with what a company enters in the console's sales-chat form. */
export function consolePage(client: { name: string; clientId: string; clientSecret: string; redirectUri: string; homepage: string }): string {
  const row = (id: string, label: string, value: string) => `<dt id="${id}-label">${label}</dt><dd><code id="${id}" aria-labelledby="${id}-label">${escapeHtml(value)}</code></dd>`;
  return page(
    'Zoho API Console',
    `<h1>Zoho API Console</h1><p>Server-based application <strong>${escapeHtml(client.name)}</strong></p>
<dl>${row('client-id', 'Client ID', client.clientId)}${row('client-secret', 'Client Secret', client.clientSecret)}${row('homepage-url', 'Homepage URL', client.homepage)}${row('redirect-uri', 'Authorized Redirect URIs', client.redirectUri)}</dl>
<p>Any redirect address on the console's own origin is accepted.</p>`,
  );
}

/** The consent page: the client asks for the scopes; the admin accepts or rejects. */
export function consentPage(request: ConsentRequest, clientName: string): string {
  const scopes = scopeItems(request.scope, SCOPE_WORDS);
  return page(
    'Zoho Accounts',
    `<h1 id="consent-title">${escapeHtml(clientName)} would like to access the following information in your Zoho account</h1>
<ul aria-labelledby="consent-title">${scopes}</ul>${request.accessType === 'offline' ? '<p>It will keep this access until you revoke it.</p>' : ''}
<form method="get" action="/sandbox/zoho/oauth/v2/consent" aria-labelledby="consent-title">
${hiddenField('client_id', request.clientId)}${hiddenField('response_type', request.responseType)}${hiddenField('scope', request.scope)}${hiddenField('redirect_uri', request.redirectUri)}${hiddenField('state', request.state)}${hiddenField('access_type', request.accessType)}${hiddenField('prompt', request.prompt)}
<div class="actions"><button type="submit" name="decision" value="reject">Reject</button><button type="submit" name="decision" value="accept">Accept</button></div>
</form>`,
  );
}

/** Zoho's page for a request it cannot serve (an unknown client, a redirect address it does not allow). */
export function oauthErrorPage(message: string): string {
  return page('Zoho Accounts', `<h1>An error occurred</h1><p role="alert">${escapeHtml(message)}</p>`);
}
