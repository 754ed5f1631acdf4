import type { AnyEventObject } from 'xstate';
import { DATA_TABLES_API, dataStationMessages } from '../../../services/contracts/dataStation';
import { products, stores } from '../models/dataSchema.model';
import { en, fill, gone, needs, notOffered, ownCompanyWith, q, status, uniqueSuffix, visible, type Screen, type ScreenStep } from './kit';

const d = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), en('dataStation', `schema.${key}`));
const dialog = "page.getByRole('dialog')";
const question = "page.getByRole('alertdialog')";
const click = (locator: string) => [`await ${locator}.click();`];
const inDialog = (role: string, name: string) => `${dialog}.getByRole('${role}', { name: ${q(name)}, exact: true })`;
const pageButton = (name: string) => `page.getByRole('button', { name: ${q(name)}, exact: true })`;
/** A select of react-aria: its button (named by its label and value), then the option. */
const choose = (label: string, option: string) => [
  ...click(`${dialog}.getByRole('button', { name: ${q(label)} })`),
  ...click(`page.getByRole('option', { name: ${q(option)}, exact: true })`),
];
const tables: Record<string, typeof products> = { [products.id]: products, [stores.id]: stores };
/** The tables' REST address (the page's list, create, rename, delete). */
const tablesUrl = (rest = '') => `/${DATA_TABLES_API.replace(/\//g, '\\/')}${rest}(\\?|$)/`;
const apiCall = (method: string, path: string, body?: string) =>
  `await fetch(\`\${baseUrl}${DATA_TABLES_API}${path}?companyId=\${company.id}\`, { method: '${method}', headers: { ${body ? "'content-type': 'application/json', " : ''}authorization: \`Bearer \${token}\` }${body ? `, body: JSON.stringify(${body})` : ''} })`;

type Form = { mode: 'create' | 'rename' | 'column' | 'removeColumn' | 'delete' | null; table: string; columns: string[]; name: string };
/** The form open by now (the last one started), the columns of a new table and the name typed. */
function formOf(earlier: readonly AnyEventObject[]): Form {
  let form: Form = { mode: null, table: '', columns: [], name: '' };
  for (const event of earlier) {
    const table = tables[String(event['id'])]?.name ?? '';
    if (event.type === 'CREATE') form = { mode: 'create', table: '', columns: [''], name: '' };
    if (event.type === 'RENAME') form = { mode: 'rename', table, columns: [], name: table };
    if (event.type === 'ADD_COLUMN') form = { mode: 'column', table, columns: [], name: '' };
    if (event.type === 'REMOVE_COLUMN') form = { ...form, mode: 'removeColumn', table };
    if (event.type === 'DELETE') form = { ...form, mode: 'delete', table };
    if (event.type === 'NAME_CHANGED') form = { ...form, name: String(event['value']) };
    if (event.type === 'COLUMN_ADDED') form = { ...form, columns: [...form.columns, ''] };
    if (event.type === 'COLUMN_DROPPED' && form.columns.length > 1) form = { ...form, columns: form.columns.filter((_, i) => i !== event['index']) };
    if (event.type === 'COLUMN_CHANGED') {
      const name = (event['column'] as { name?: string }).name;
      if (name !== undefined) form = { ...form, columns: form.columns.map((c, i) => (i === event['index'] ? name : c)) };
    }
  }
  return form;
}

/** One column of the new table as the model changes it at once (name, type, required); the page sends a change per field. */
function columnChanged(event: AnyEventObject, form: Form): ScreenStep {
  const index = Number(event['index']);
  if (index >= form.columns.length) return notOffered(`column ${index + 1} of a form that shows ${form.columns.length}`);
  const n = String(index + 1);
  const column = event['column'] as { name?: string; type?: string; required?: boolean };
  const code: string[] = [];
  if (column.name !== undefined) code.push(...fill(inDialog('textbox', d('dialogs.columnNameN', { n })), column.name));
  if (column.type !== undefined) code.push(...choose(d('dialogs.typeN', { n }), d(`types.${column.type}`)));
  if (column.required !== undefined) code.push(`await ${inDialog('checkbox', d('dialogs.requiredN', { n }))}.setChecked(${column.required}, { force: true });`);
  return { code };
}

/**
 * The server's refusals that happen for real: a table of the new name made, or the table to
 * delete deleted, through the API just as the page sends its own request (someone else's change
 * at the same moment).
 */
function refusal(event: AnyEventObject, form: Form): ScreenStep | null {
  const message = (event as { error?: { body?: { message?: string } } }).error?.body?.message;
  if (event.type === 'xstate.error.actor.createTable' && message === dataStationMessages.tableNameTaken && form.name.trim() !== '') {
    return {
      code: [`// A table named ${form.name.trim()} was made elsewhere as the page sent its own: the server refuses the name.`, ...visible(`${dialog}.getByText(${q(message)})`)],
      arrange: [
        `await beforeRequestOnce(page, ${tablesUrl()}, () => ${apiCall('POST', '', `{ name: ${q(form.name.trim())}, columns: [{ name: 'id', type: 'text' }] }`).replace(/^await /, '')}, (request) => request.method() === 'POST');`,
      ],
    };
  }
  if (event.type === 'xstate.error.actor.deleteTable' && message === dataStationMessages.tableNotFound) {
    return {
      code: [`// ${form.table} was deleted elsewhere as the page asked for it: the server no longer has it.`, ...visible(`page.getByText(${q(message)})`)],
      arrange: [
        `await beforeRequestOnce(page, ${tablesUrl(`\\/${form.table}`)}, () => ${apiCall('DELETE', `/${form.table}`).replace(/^await /, '')}, (request) => request.method() === 'DELETE');`,
      ],
    };
  }
  return null;
}

/**
 * /data-station-schema-manager of the person's own company (its ADMIN), with the model's two
 * tables, products (sku, the unique key, and price) and stores (city), made through the API
 * first. A member's read-only list needs a second person; the refusals of a name taken or a
 * table gone come from the same change made through the API as the page sends its own; the
 * other refusals and failed loads need a failing server or tables the model does not describe.
 */
export const dataSchema: Screen = {
  route: '/data-station-schema-manager',
  linkOf: () => '`/data-station-schema-manager?companyId=${company.id}`',
  signedIn: true,
  imports: [
    { names: ['graphql', 'sessionToken'], from: 'tests/e2e/support/designer' },
    { names: ['beforeRequestOnce'], from: 'tests/e2e/support/requestMoment' },
    { names: ['loseRequestOnce'], from: 'tests/e2e/support/network' },
  ],
  prelude: [
    uniqueSuffix,
    ownCompanyWith(
      DATA_TABLES_API,
      [products, stores].map(({ name, columns, keyColumn }) => ({ name, columns, keyColumn })),
    ),
  ],
  step: (event, _scenario, earlier = []) => {
    const form = formOf(earlier);
    if (event.type === 'xstate.done.actor.loadTables') {
      const { canWrite } = event['output'] as { canWrite: boolean };
      if (!canWrite) return needs("a member of the company who is no ADMIN (a second person): the test's person is its ADMIN");
      if (earlier.some((e) => e.type.startsWith('xstate.done.actor.') && e.type !== 'xstate.done.actor.loadTables'))
        return { code: ['// The server lists the tables it holds after the change.'] };
      return {
        code: [
          '// The prelude made the two tables the model lists.',
          ...visible(`page.getByRole('heading', { name: 'products' })`),
          ...visible(`page.getByRole('heading', { name: 'stores' })`),
        ],
      };
    }
    if (event.type === 'xstate.error.actor.loadTables' && status(event) === 'a network failure') {
      return { code: ['// The request for the tables loses its connection.'], arrange: [`await loseRequestOnce(page, ${tablesUrl()}, (request) => request.method() === 'GET');`] };
    }
    if (event.type === 'RETRY') return { code: click(pageButton(en('dataStation', 'retry'))) };
    if (event.type === 'CREATE') return { code: click(pageButton(d('create'))) };
    const table = tables[String(event['id'])];
    if (['RENAME', 'ADD_COLUMN', 'REMOVE_COLUMN', 'DELETE'].includes(event.type) && !table) return notOffered('a table the list does not show');
    if (event.type === 'RENAME') return { code: click(pageButton(d('list.renameOf', { name: table!.name }))) };
    if (event.type === 'ADD_COLUMN') return { code: click(pageButton(d('list.addColumnTo', { name: table!.name }))) };
    if (event.type === 'DELETE') return { code: click(pageButton(d('list.deleteOf', { name: table!.name }))) };
    if (event.type === 'REMOVE_COLUMN') {
      const column = String(event['column']);
      if (!table!.columns.some((c) => c.name === column) || column === table!.keyColumn) return notOffered(`removing ${column} of ${table!.name} (no Remove for it)`);
      return { code: click(pageButton(d('list.removeColumnOf', { column, name: table!.name }))) };
    }
    if (event.type === 'NAME_CHANGED') return { code: fill(inDialog('textbox', d('dialogs.tableName')), event['value']) };
    if (event.type === 'COLUMN_ADDED') return { code: click(inDialog('button', d('dialogs.addColumnRow'))) };
    if (event.type === 'COLUMN_DROPPED') {
      const index = Number(event['index']);
      if (form.columns.length < 2 || index >= form.columns.length) return notOffered(`dropping column ${index + 1} of a form with ${form.columns.length} (no Drop for it)`);
      return { code: click(inDialog('button', d('dialogs.dropColumnN', { n: String(index + 1) }))) };
    }
    if (event.type === 'COLUMN_CHANGED') return columnChanged(event, form);
    if (event.type === 'KEY_CHANGED') {
      const key = String(event['value']);
      if (!form.columns.some((c) => c.trim() === key)) return notOffered(`the unique key ${key}, which no column of the form is named`);
      return { code: choose(d('dialogs.key'), key) };
    }
    if (event.type === 'COLUMN_NAME_CHANGED') return { code: fill(inDialog('textbox', d('dialogs.columnName')), event['value']) };
    if (event.type === 'COLUMN_TYPE_CHANGED') return { code: choose(d('dialogs.type'), d(`types.${String(event['value'])}`)) };
    if (event.type === 'COLUMN_REQUIRED_CHANGED')
      return { code: [`await ${inDialog('checkbox', d('dialogs.required'))}.setChecked(${Boolean(event['value'])}, { force: true });`] };
    if (event.type === 'SUBMIT') {
      const submit = { create: 'dialogs.create', rename: 'dialogs.save', column: 'dialogs.add' }[form.mode as 'create'];
      if (!submit) return notOffered('a submit with no form open');
      return { code: click(inDialog('button', d(submit))) };
    }
    if (event.type === 'CANCEL') {
      if (form.mode === 'removeColumn' || form.mode === 'delete') return { code: click(`${question}.getByRole('button', { name: ${q(d('deleteDialog.cancel'))}, exact: true })`) };
      return { code: click(inDialog('button', d('dialogs.cancel'))) };
    }
    if (event.type === 'CONFIRM') {
      const confirm = form.mode === 'delete' ? 'deleteDialog.confirm' : 'removeColumnDialog.confirm';
      return { code: click(`${question}.getByRole('button', { name: ${q(d(confirm))}, exact: true })`) };
    }
    const notice = (key: string, values: Record<string, string>) =>
      visible(`page.getByText(${q(en('dataStation', `schema.notices.${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''))})`);
    if (event.type === 'xstate.done.actor.createTable') return { code: ['// The server makes the table.', ...notice('created', { table: form.name.trim() })] };
    if (event.type === 'xstate.done.actor.renameTable') return { code: ['// The server renames the table.', ...notice('renamed', { table: form.table, name: form.name.trim() })] };
    if (event.type === 'xstate.done.actor.addColumn') {
      const column = String(earlier.findLast((e) => e.type === 'COLUMN_NAME_CHANGED')?.['value'] ?? '').trim();
      return { code: ['// The server adds the column.', ...notice('columnAdded', { column, table: form.table })] };
    }
    if (event.type === 'xstate.done.actor.removeColumn') {
      const column = String(earlier.findLast((e) => e.type === 'REMOVE_COLUMN')?.['column'] ?? '');
      return { code: ['// The server removes the column and its values.', ...notice('columnRemoved', { column, table: form.table })] };
    }
    if (event.type === 'xstate.done.actor.deleteTable') return { code: ['// The server deletes the table and its rows.', ...notice('deleted', { table: form.table })] };
    const refused = refusal(event, form);
    if (refused) return refused;
    const message = (event as { error?: { body?: { message?: string } } }).error?.body?.message;
    return needs(`the server must answer ${event.type} with ${status(event)}${message ? ` (${message})` : ''}`);
  },
  state: (value) => {
    const heading = (locator: string, name: string) => visible(`${locator}.getByRole('heading', { name: ${q(name)} })`);
    if (value === 'listing') return [...visible(pageButton(d('create'))), ...gone(dialog), ...gone(question)];
    if (value === 'loadFailed') return visible(pageButton(en('dataStation', 'retry')));
    if (value === 'creating') return heading(dialog, d('dialogs.createTitle'));
    if (value === 'renaming') return visible(`${dialog}.getByRole('heading', { name: /^${d('dialogs.renameTitle', { name: '' }).trim()} / })`);
    if (value === 'addingColumn') return visible(`${dialog}.getByRole('heading', { name: /^${d('dialogs.addColumnTitle', { name: '' }).trim()} / })`);
    if (value === 'confirmingColumnRemoval') return heading(question, d('removeColumnDialog.title'));
    if (value === 'confirmingDeletion') return heading(question, d('deleteDialog.title'));
    return null;
  },
};
