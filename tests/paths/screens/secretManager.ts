import type { AnyEventObject } from 'xstate';
import { en, ownCompanyWith, fill, gone, needs, notOffered, q, status, uniqueSuffix, visible, type Screen, type ScreenStep } from './kit';

const s = (key: string, values: Record<string, string> = {}) => Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), en('secrets', key));
const dialog = "page.getByRole('dialog')";
const question = "page.getByRole('alertdialog')";
const row = (name: string) => `page.getByRole('row').filter({ hasText: ${q(name)} })`;
const click = (locator: string) => [`await ${locator}.click();`];
const rowButton = (key: string, name: string) => `page.getByRole('button', { name: ${q(s(key, { name }))}, exact: true })`;

/** The secrets the prelude stores, standing for the model's listed ones (the same names, descriptions and value ends). */
const STORED = [
  { id: 's1', name: 'SHOP_API_KEY', value: 'shop-key-0000-1a2b', description: 'The shop' },
  { id: 's2', name: 'MAIL_PASSWORD', value: 'mail', description: '' },
];

/**
 * What the server holds after the path's earlier events, so a step knows what it will answer:
 * the names taken (names are unique whatever their case), the current name of the model's s1,
 * and the name in the open form.
 */
function held(earlier: readonly AnyEventObject[]) {
  const names = new Map(STORED.map((secret) => [secret.id, secret.name]));
  let form = '';
  let open: 'add' | 's1' | null = null;
  for (const event of earlier) {
    if (event.type === 'ADD') [open, form] = ['add', ''];
    if (event.type === 'EDIT') [open, form] = ['s1', names.get('s1') ?? ''];
    if (event.type === 'NAME_CHANGED') form = String(event['value']);
    if (event.type === 'xstate.done.actor.createSecret') names.set(`new-${names.size}`, form);
    if (event.type === 'xstate.done.actor.describeSecret') names.set('s1', form);
    if (event.type === 'xstate.done.actor.deleteSecret') names.delete('s1');
  }
  const taken = (name: string, except: string | null) => [...names].some(([id, other]) => id !== except && other.toLowerCase() === name.toLowerCase());
  return { form, formTaken: taken(form, open === 's1' ? 's1' : null), shopKey: names.get('s1') ?? 'SHOP_API_KEY' };
}

/** A name the server refuses as taken is an answer the page shows in the form. */
function nameAnswer(event: AnyEventObject, earlier: readonly AnyEventObject[], notice: (name: string) => string): ScreenStep {
  const { form, formTaken } = held(earlier);
  const refused = event.type.startsWith('xstate.error');
  if (refused && formTaken)
    return { code: ['// The company already has a secret of this name (in any case): the server refuses it.', ...visible(`${dialog}.getByText(${q(s('errors.nameTaken'))})`)] };
  if (refused) return needs(`the server must refuse the name ${form} with ${status(event)} (no other secret of the company has it)`);
  if (formTaken) return notOffered(`a success for the name ${form}, which the company already has (the server refuses it)`);
  return { code: ['// The server keeps the secret.', ...visible(`page.getByText(${q(notice(form))})`)] };
}

/**
 * /secret-manager of the person's own company (its ADMIN), with the model's two listed secrets
 * stored through the API first. The server's answers follow from what the path did: a name the
 * company already has is refused, any other kept. A USER's read-only list, failed loads and
 * refused deletions need a second person or a failing server.
 */
export const secretManager: Screen = {
  route: '/secret-manager',
  linkOf: () => '`/secret-manager?companyId=${company.id}`',
  signedIn: true,
  imports: [{ names: ['graphql', 'sessionToken'], from: 'tests/e2e/support/designer' }],
  prelude: [
    uniqueSuffix,
    ownCompanyWith(
      '/core/v1/secrets',
      STORED.map(({ name, value, description }) => ({ name, value, description })),
    ),
  ],
  step: (event, _scenario, earlier = []) => {
    const { shopKey } = held(earlier);
    if (event.type === 'xstate.done.actor.loadSecrets') {
      if (!(event['output'] as { canWrite: boolean }).canWrite) return needs("a USER of the company (a second person): the test's person is its ADMIN");
      return { code: ['// The prelude stored the two secrets the model lists.', ...visible(row('SHOP_API_KEY')), ...visible(row('MAIL_PASSWORD'))] };
    }
    if (event.type === 'ADD') return { code: click(`page.getByRole('button', { name: ${q(s('add'))}, exact: true })`) };
    if (event['id'] === 'unknown') return notOffered('a secret the list does not show');
    if (event.type === 'REPLACE') return { code: click(rowButton('list.replaceOf', shopKey)) };
    if (event.type === 'EDIT') return { code: click(rowButton('list.editOf', shopKey)) };
    if (event.type === 'DELETE') return { code: click(rowButton('list.deleteOf', shopKey)) };
    if (event.type === 'NAME_CHANGED') return { code: fill(`${dialog}.getByRole('textbox', { name: ${q(s('dialogs.name'))}, exact: true })`, event['value']) };
    if (event.type === 'VALUE_CHANGED')
      return {
        code: fill(`${dialog}.getByLabel(${q(s('dialogs.value'))}, { exact: true }).or(${dialog}.getByLabel(${q(s('dialogs.newValue'))}, { exact: true }))`, event['value']),
      };
    if (event.type === 'DESCRIPTION_CHANGED') return { code: fill(`${dialog}.getByRole('textbox', { name: ${q(s('dialogs.description'))}, exact: true })`, event['value']) };
    if (event.type === 'SUBMIT') return { code: click(`${dialog}.getByRole('button', { name: /^(${s('dialogs.add')}|${s('dialogs.save')})$/ })`) };
    if (event.type === 'CANCEL') return { code: click(`${dialog}.or(${question}).getByRole('button', { name: ${q(s('dialogs.cancel'))}, exact: true })`) };
    if (event.type === 'CONFIRM') return { code: click(`${question}.getByRole('button', { name: ${q(s('deleteDialog.confirm'))}, exact: true })`) };
    if (event.type.endsWith('actor.createSecret')) return nameAnswer(event, earlier, (name) => s('notices.created', { name }));
    if (event.type.endsWith('actor.describeSecret')) return nameAnswer(event, earlier, (name) => s('notices.edited', { name }));
    if (event.type === 'xstate.done.actor.replaceValue')
      return { code: ['// The server seals the new value; the list shows its new hint.', ...visible(`page.getByText(${q(s('notices.replaced', { name: shopKey }))})`)] };
    if (event.type === 'xstate.done.actor.deleteSecret') return { code: ['// The server deletes the secret; its row goes.', ...gone(row(shopKey))] };
    if (event.type === 'xstate.error.actor.replaceValue') return needs('the secret deleted by someone else while its dialog was open');
    if (event.type === 'xstate.error.actor.deleteSecret') return needs('a USER of the company (only an ADMIN may delete)');
    return needs(`the server must answer ${event.type} with ${status(event)}`);
  },
  state: (value) => {
    const listed = visible(`page.getByRole('button', { name: ${q(s('add'))}, exact: true })`);
    const heading = (text: string) => visible(`${dialog}.getByRole('heading', { name: ${q(text)} })`);
    if (value === 'listing') return [...listed, ...gone(dialog), ...gone(question)];
    if (value === 'adding') return heading(s('dialogs.addTitle'));
    if (value === 'replacing') return visible(`${dialog}.getByLabel(${q(s('dialogs.newValue'))}, { exact: true })`);
    if (value === 'editing') return visible(`${dialog}.getByRole('textbox', { name: ${q(s('dialogs.description'))}, exact: true })`);
    if (value === 'confirmingDelete') return visible(`${question}.getByRole('heading', { name: ${q(s('deleteDialog.title'))} })`);
    if (value === 'loadFailed') return visible(`page.getByText(${q(s('errors.loadFailed'))})`);
    return null;
  },
};
