import type { AnyEventObject } from 'xstate';
import { en, ownCompanyWith, fill, gone, needs, notOffered, q, status, uniqueSuffix, visible, type Screen, type ScreenStep } from './kit';

const d = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), en('dataStation', `tokens.${key}`));
const dialog = "page.getByRole('dialog')";
const question = "page.getByRole('alertdialog')";
const row = (name: string) => `page.getByRole('row').filter({ hasText: ${q(name)} })`;
const click = (locator: string) => [`await ${locator}.click();`];

/** The tokens the prelude makes, standing for the model's listed ones (the same names, access and expiry). */
const STORED = [
  { id: 't1', name: 'Shop sync', scope: 'read-write', expiresAt: null },
  { id: 't2', name: 'Reports', scope: 'read', expiresAt: '2027-01-31T20:59:59.999Z' },
];

/** The token names the company holds after the path's earlier events (unique whatever their case), and the name in the form. */
function held(earlier: readonly AnyEventObject[]) {
  const names = new Map(STORED.map((token) => [token.id, token.name]));
  let form = '';
  for (const event of earlier) {
    if (event.type === 'CREATE') form = '';
    if (event.type === 'NAME_CHANGED') form = String(event['value']);
    if (event.type === 'xstate.done.actor.createToken') names.set(`new-${names.size}`, form);
    if (event.type === 'xstate.done.actor.revokeToken') names.delete('t1');
  }
  return { form, taken: [...names.values()].some((name) => name.toLowerCase() === form.trim().toLowerCase()) };
}

function createAnswer(event: AnyEventObject, earlier: readonly AnyEventObject[]): ScreenStep {
  const { form, taken } = held(earlier);
  if (event.type === 'xstate.error.actor.createToken') {
    if (taken)
      return { code: ['// The company already has a token of this name (in any case): the server refuses it.', ...visible(`${dialog}.getByText(${q(d('errors.nameTaken'))})`)] };
    return needs(`the server must refuse the name ${form} with ${status(event)} (no other token of the company has it)`);
  }
  if (taken) return notOffered(`a new token named ${form}, which the company already has (the server refuses it)`);
  return { code: ['// The server makes the token and shows it once.', ...visible(`${question}.getByRole('heading', { name: ${q(d('created.title', { name: form.trim() }))} })`)] };
}

/**
 * /data-station-token-manager of the person's own company (its ADMIN), with the model's two
 * tokens made through the API first. A name the company already has is refused by the server,
 * any other kept. A member's read-only list, failed loads and a token revoked elsewhere need a
 * second person or a failing server.
 */
export const dataTokens: Screen = {
  route: '/data-station-token-manager',
  linkOf: () => '`/data-station-token-manager?companyId=${company.id}`',
  signedIn: true,
  imports: [{ names: ['graphql', 'sessionToken'], from: 'tests/e2e/support/designer' }],
  prelude: [
    uniqueSuffix,
    ownCompanyWith(
      '/data-station/api/v1/tokens',
      STORED.map(({ name, scope, expiresAt }) => ({ name, scope, expiresAt })),
    ),
  ],
  step: (event, _scenario, earlier = []) => {
    if (event.type === 'xstate.done.actor.loadTokens') {
      if (!(event['output'] as { canWrite: boolean }).canWrite) return needs("a member of the company who is no ADMIN (a second person): the test's person is its ADMIN");
      return { code: ['// The prelude made the two tokens the model lists.', ...visible(row('Shop sync')), ...visible(row('Reports'))] };
    }
    if (event.type === 'CREATE') return { code: click(`page.getByRole('button', { name: ${q(d('create'))}, exact: true })`) };
    if (event['id'] === 'unknown') return notOffered('a token the list does not show');
    if (event.type === 'REVOKE') return { code: click(`page.getByRole('button', { name: ${q(d('list.revokeOf', { name: 'Shop sync' }))}, exact: true })`) };
    if (event.type === 'NAME_CHANGED') return { code: fill(`${dialog}.getByRole('textbox', { name: ${q(d('dialog.name'))}, exact: true })`, event['value']) };
    if (event.type === 'EXPIRY_CHANGED') return { code: fill(`${dialog}.getByRole('textbox', { name: ${q(d('dialog.expires'))}, exact: true })`, event['value']) };
    if (event.type === 'SCOPE_CHANGED') {
      return {
        code: [
          ...click(`${dialog}.getByRole('button', { name: ${q(d('dialog.scope'))} })`),
          ...click(`page.getByRole('option', { name: ${q(d(`scopes.${String(event['value'])}`))}, exact: true })`),
        ],
      };
    }
    if (event.type === 'SUBMIT') return { code: click(`${dialog}.getByRole('button', { name: ${q(d('dialog.create'))}, exact: true })`) };
    if (event.type === 'CANCEL') return { code: click(`${dialog}.or(${question}).getByRole('button', { name: ${q(d('dialog.cancel'))}, exact: true })`) };
    if (event.type === 'CONFIRM') return { code: click(`${question}.getByRole('button', { name: ${q(d('revokeDialog.confirm'))}, exact: true })`) };
    if (event.type === 'DONE') return { code: click(`${question}.getByRole('button', { name: ${q(d('created.done'))}, exact: true })`) };
    if (event.type.endsWith('actor.createToken')) return createAnswer(event, earlier);
    if (event.type === 'xstate.done.actor.revokeToken') return { code: ['// The server revokes the token; its row goes.', ...gone(row('Shop sync'))] };
    if (event.type === 'xstate.error.actor.revokeToken') return needs('the token revoked by someone else while the question was open');
    return needs(`the server must answer ${event.type} with ${status(event)}`);
  },
  state: (value) => {
    if (value === 'listing') return [...visible(`page.getByRole('button', { name: ${q(d('create'))}, exact: true })`), ...gone(dialog), ...gone(question)];
    if (value === 'creating') return visible(`${dialog}.getByRole('heading', { name: ${q(d('dialog.title'))} })`);
    if (value === 'showingToken') return visible(`${question}.getByRole('button', { name: ${q(d('created.done'))}, exact: true })`);
    if (value === 'confirmingRevoke') return visible(`${question}.getByRole('heading', { name: ${q(d('revokeDialog.title'))} })`);
    if (value === 'loadFailed') return visible(`page.getByText(${q(d('errors.loadFailed'))})`);
    return null;
  },
};
