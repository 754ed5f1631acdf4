import { escapeHtml } from '../../../escapeHtml';
import type { SandboxPerson } from '../sandboxWorld';

/** What the dialog asks for, and what its Continue and Cancel send back to it. */
export type DialogRequest = { version: string; clientId: string; redirectUri: string; state: string; scope: string };

/** What Facebook says each scope lets the app do, as its dialog lists them. */
const SCOPE_WORDS: Readonly<Record<string, string>> = {
  pages_messaging: 'Manage and access Page conversations in Messenger',
  pages_show_list: 'Show a list of the Pages you manage',
  business_management: 'Manage your business',
  instagram_basic: 'Access profile and posts from the Instagram account connected to your Page',
  instagram_manage_messages: 'Manage and access Instagram Direct messages',
  catalog_management: 'Manage your product catalogs',
};

const PAGE_STYLE = `body{font:15px/1.4 system-ui,sans-serif;background:#f0f2f5;margin:0;padding:1.5rem;color:#1c1e21}
main{max-width:30rem;margin:auto;background:#fff;border-radius:8px;padding:1.25rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.2rem;margin:0 0 .5rem}.sandbox{color:#65676b;font-size:.85rem}fieldset{border:0;padding:0;margin:1rem 0}
label{display:block;margin:.35rem 0}ul{padding-left:1.2rem}.actions{display:flex;gap:.5rem;justify-content:flex-end}
button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #ccd0d5;background:#e4e6eb;cursor:pointer}
button[value=continue]{background:#1877f2;border-color:#1877f2;color:#fff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}
<p class="sandbox">Sandbox: stands in for Facebook's login dialog in developer mode.</p></main></body></html>`;
}

/** The dialog: the app asks for the scopes; the person chooses who they are and continues or cancels. */
export function dialogPage(request: DialogRequest, appName: string, people: readonly SandboxPerson[]): string {
  const scopes = request.scope
    .split(/[ ,]+/)
    .filter((scope) => scope !== '')
    .map((scope) => `<li>${escapeHtml(SCOPE_WORDS[scope] ?? scope)} <small>(${escapeHtml(scope)})</small></li>`)
    .join('');
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const choices = people
    .map((person, i) => `<label><input type="radio" name="person" value="${escapeHtml(person.id)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(person.name)}</label>`)
    .join('');
  return page(
    `Log in with Facebook`,
    `<h1>${escapeHtml(appName)} is requesting access to:</h1><ul>${scopes}</ul>
<form method="get" action="/sandbox/facebook/${escapeHtml(request.version)}/dialog/oauth/choice">
${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}${hidden('scope', request.scope)}
<fieldset><legend>Continue as</legend>${choices}</fieldset>
<div class="actions"><button type="submit" name="choice" value="cancel">Cancel</button><button type="submit" name="choice" value="continue">Continue</button></div>
</form>`,
  );
}

/** Facebook's own error page for a request it cannot serve (an unknown app, a redirect address it does not accept). */
export function dialogErrorPage(message: string): string {
  return page('Error', `<h1>Sorry, something went wrong.</h1><p role="alert">${escapeHtml(message)}</p>`);
}
