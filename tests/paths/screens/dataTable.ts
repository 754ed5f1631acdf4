import type { AnyEventObject } from 'xstate';
import { DATA_PAGE_SIZE_MAX, DATA_TABLES_API, dataStationMessages } from '../../../services/contracts/dataStation';
import { keyTakenMessage, products, row1, row2, rowsPage } from '../models/dataTable.model';
import { companyCall, en, fill, gone, needs, notOffered, q, status, uniqueSuffix, visible, type Screen, type ScreenStep } from './kit';

const d = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), en('dataStation', `table.${key}`));
const dialog = "page.getByRole('dialog')";
const question = "page.getByRole('alertdialog')";
const click = (locator: string) => [`await ${locator}.click();`];
const pageButton = (name: string) => `page.getByRole('button', { name: ${q(name)}, exact: true })`;
const inDialog = (role: string, name: string) => `${dialog}.getByRole('${role}', { name: ${q(name)}, exact: true })`;
const filter = `page.getByRole('region', { name: ${q(d('filter.label'))} })`;
const rowsUrl = (query = '') => `/\\/${products.name}\\/rows${query}/`;
const apiUrl = (path: string) => `\`\${baseUrl}${DATA_TABLES_API}/${products.name}${path}?companyId=\${company.id}\``;
const auth = '`Bearer ${token}`';
/** The rows the model names, by id, as the buttons of their row name them (by the unique key's value). */
const rows: Record<string, typeof row1> = { [row1.id]: row1, [row2.id]: row2 };
const keyOf = (id: string) => String(rows[id]?.values[products.keyColumn!] ?? '');

/**
 * The table the prelude makes: the model's products (sku, the unique key, price, in_stock,
 * added) with its 30 rows, A-1 and A-2 as the model's first two and 28 more without a price,
 * imported through the API (so a filter on an empty price finds two pages of rows).
 */
const csv = [
  'sku,price,in_stock,added',
  `${String(row1.values['sku'])},${String(row1.values['price'])},${String(row1.values['in_stock'])},${String(row1.values['added'])}`,
  `${String(row2.values['sku'])},,${String(row2.values['in_stock'])},`,
  ...Array.from({ length: rowsPage.total - 2 }, (_, i) => `A-${i + 3},,,`),
].join('\n');

/** Whether the path has asked for the rows before (a later answer lists another page, order or filter). */
const readBefore = (earlier: readonly AnyEventObject[]) => earlier.some((event) => event.type === 'xstate.done.actor.loadRows');
/** What the row form holds by now: the row chosen (none when adding) and the sku typed. */
function rowForm(earlier: readonly AnyEventObject[]): { editing: string | null; sku: string | null } {
  let form: { editing: string | null; sku: string | null } = { editing: null, sku: null };
  for (const event of earlier) {
    if (event.type === 'ADD') form = { editing: null, sku: null };
    if (event.type === 'EDIT') form = { editing: String(event['id']), sku: keyOf(String(event['id'])) };
    if (event.type === 'VALUE_CHANGED' && event['column'] === products.keyColumn) form = { ...form, sku: String(event['value']) };
  }
  return form;
}
const lastOf = (earlier: readonly AnyEventObject[], types: string[]) => earlier.findLast((event) => types.includes(event.type))?.type;

/** The server's answers the test brings about: a key taken or a row deleted elsewhere as the page sends its own request; lost connections. */
function arranged(event: AnyEventObject, earlier: readonly AnyEventObject[]): ScreenStep | null {
  const message = (event as { error?: { body?: { message?: string } } }).error?.body?.message;
  const { sku } = rowForm(earlier);
  if (event.type === 'xstate.error.actor.addRow' && message === keyTakenMessage && sku) {
    return {
      code: [`// A row with the sku ${sku} was added elsewhere as the page sent its own: the server refuses the key.`, ...visible(`${dialog}.getByText(${q(message)})`)],
      arrange: [
        `await beforeRequestOnce(page, ${rowsUrl('(\\?|$)')}, () => fetch(${apiUrl('/rows')}, { method: 'POST', headers: { 'content-type': 'application/json', authorization: ${auth} }, body: JSON.stringify({ values: { sku: ${q(sku)} } }) }), (request) => request.method() === 'POST');`,
      ],
    };
  }
  if (event.type === 'xstate.error.actor.deleteRow' && message === dataStationMessages.rowNotFound) {
    const deleted = keyOf(String(earlier.findLast((e) => e.type === 'DELETE')?.['id']));
    return {
      code: [`// Row ${deleted} was deleted elsewhere as the page asked for it: the server no longer has it.`, ...visible(`page.getByText(${q(message)})`)],
      arrange: [
        `await beforeRequestOnce(page, ${rowsUrl('\\/[^/?]+(\\?|$)')}, async () => { const listed = (await (await fetch(${apiUrl('/rows')}.replace('?', '?pageSize=${DATA_PAGE_SIZE_MAX}&'), { headers: { authorization: ${auth} } })).json()) as { rows: Array<{ id: string; values: Record<string, unknown> }> }; const row = listed.rows.find((r) => r.values['sku'] === ${q(deleted)})!; await fetch(${apiUrl('/rows/${row.id}')}, { method: 'DELETE', headers: { authorization: ${auth} } }); }, (request) => request.method() === 'DELETE');`,
      ],
    };
  }
  if (event.type === 'xstate.error.actor.exportRows' && status(event) === 'a network failure') {
    return {
      code: ['// Reading the rows for the file loses its connection.', ...visible(`page.getByText(${q(en('common', 'errors.noInternet'))})`)],
      arrange: [`await loseRequestOnce(page, ${rowsUrl(`\\?.*pageSize=${DATA_PAGE_SIZE_MAX}`)});`],
    };
  }
  if (event.type === 'xstate.error.actor.loadTables' && status(event) === 'a network failure') {
    return {
      code: ['// The request for the tables loses its connection.'],
      arrange: [`await loseRequestOnce(page, /\\/tables(\\?|$)/, (request) => request.method() === 'GET');`],
    };
  }
  return null;
}

/**
 * /data-station-table?table=Products of the person's own company (its ADMIN), with the model's
 * products table and its 30 rows made through the API. A member's read-only rows need a second
 * person; a key taken and a row gone come from the same change made through the API as the page
 * sends its own; a filter or a file the server refuses needs values the model does not type.
 */
export const dataTable: Screen = {
  route: '/data-station-table',
  linkOf: () => '`/data-station-table?table=Products&companyId=${company.id}`',
  signedIn: true,
  imports: [
    { names: ['graphql', 'sessionToken'], from: 'tests/e2e/support/designer' },
    { names: ['beforeRequestOnce'], from: 'tests/e2e/support/requestMoment' },
    { names: ['loseRequestOnce'], from: 'tests/e2e/support/network' },
    { names: ['openFileChooser', 'pickFile', 'textFile'], from: 'tests/paths/screens/fileChooser' },
  ],
  prelude: [
    uniqueSuffix,
    { name: 'company', code: ['const token = await sessionToken(page);', `const { createCompany: company } = await ${companyCall('token', '`Acme ${unique}`')};`] },
    {
      name: 'productsTable',
      code: [
        `const productsTable = await fetch(\`\${baseUrl}${DATA_TABLES_API}?companyId=\${company.id}\`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: ${auth} }, body: ${q(JSON.stringify({ name: products.name, columns: products.columns, keyColumn: products.keyColumn }))} });`,
        `await fetch(${apiUrl('/import')}, { method: 'POST', headers: { 'content-type': 'application/json', authorization: ${auth} }, body: ${q(JSON.stringify({ csv }))} });`,
      ],
    },
  ],
  step: (event, _scenario, earlier = [], later = []) => {
    if (event.type === 'xstate.done.actor.loadTables') {
      const { tables, canWrite } = event['output'] as { tables: unknown[]; canWrite: boolean };
      if (!canWrite) return needs("a member of the company who is no ADMIN (a second person): the test's person is its ADMIN");
      if (tables.length === 0) return { code: ['// The company has no tables yet: none is named Products.'] };
      return { code: ['// The prelude made the products table.', 'void productsTable;'] };
    }
    if (event.type === 'xstate.done.actor.loadRows') {
      if (readBefore(earlier)) return { code: ['// The server lists the rows asked for.'] };
      return {
        code: [
          "// The server lists the first page of the table's 30 rows.",
          ...visible(`page.getByText(${q(d('total', { total: String(rowsPage.total) }))})`),
          ...visible(`page.getByRole('row').filter({ hasText: ${q(keyOf(row1.id))} })`),
          ...visible(`page.getByRole('row').filter({ hasText: ${q(keyOf(row2.id))} })`),
        ],
      };
    }
    if (event.type === 'RETRY') return { code: click(pageButton(en('dataStation', 'retry'))) };
    if (event.type === 'PAGE') {
      const pages = Math.ceil((rowsPage.total - 1) / rowsPage.pageSize);
      if (Number(event['page']) > pages) return notOffered(`page ${String(event['page'])} (the page offers the next one only)`);
      return { code: [...click(pageButton(d('pages.next'))), ...visible(`page.getByText(${q(d('pages.of', { page: String(event['page']), pages: String(pages) }))})`)] };
    }
    if (event.type === 'SORT') {
      const column = String(event['column']);
      if (!products.columns.some((c) => c.name === column)) return notOffered(`sorting by ${column}, which the table does not have`);
      return { code: click(pageButton(d('list.sortBy', { column }))) };
    }
    if (event.type === 'FILTER_COLUMN_CHANGED') {
      return {
        code: [
          ...click(`${filter}.getByRole('button', { name: ${q(d('filter.column'))} })`),
          ...click(`page.getByRole('option', { name: ${q(String(event['value']))}, exact: true })`),
        ],
      };
    }
    if (event.type === 'FILTER_VALUE_CHANGED') return { code: fill(`${filter}.getByRole('textbox', { name: ${q(d('filter.value'))}, exact: true })`, event['value']) };
    if (event.type === 'APPLY_FILTER') return { code: click(`${filter}.getByRole('button', { name: ${q(d('filter.apply'))}, exact: true })`) };
    if (event.type === 'CLEAR_FILTER') return { code: click(pageButton(d('filter.clear'))) };
    if (event.type === 'ADD') return { code: click(pageButton(d('add'))) };
    if (event.type === 'IMPORT') return { code: click(pageButton(d('import'))) };
    if (event.type === 'EXPORT') {
      // A file is saved only when the export succeeds: the download is waited for then alone.
      const saved = later.find((e) => e.type.endsWith('actor.exportRows'))?.type === 'xstate.done.actor.exportRows';
      return { code: [...(saved ? ["const download = page.waitForEvent('download');"] : []), ...click(pageButton(d('export')))] };
    }
    if (event.type === 'EDIT' || event.type === 'DELETE') {
      const key = keyOf(String(event['id']));
      if (!key) return notOffered('a row the page does not list');
      return { code: click(pageButton(d(event.type === 'EDIT' ? 'list.editOf' : 'list.deleteOf', { row: key }))) };
    }
    if (event.type === 'VALUE_CHANGED') {
      const column = products.columns.find((c) => c.name === event['column'])!;
      const label = column.required ? `${column.name} (${d('dialog.required')})` : column.name;
      return { code: fill(inDialog('textbox', label), event['value']) };
    }
    if (event.type === 'FILE_CHOSEN') {
      const file = event['file'] as File;
      // The model's file: a header and one line of values.
      return {
        code: [`await openFileChooser(page, ${inDialog('button', d('importDialog.file'))});`, `await pickFile(page, textFile(${q(file.name)}, ${q('sku,price\nB-1,3\n')}));`],
      };
    }
    if (event.type === 'SUBMIT') {
      const form = lastOf(earlier, ['ADD', 'EDIT', 'IMPORT']);
      const submit = form === 'IMPORT' ? 'importDialog.import' : form === 'EDIT' ? 'dialog.save' : 'dialog.add';
      return { code: click(inDialog('button', d(submit))) };
    }
    if (event.type === 'CANCEL') {
      if (lastOf(earlier, ['ADD', 'EDIT', 'IMPORT', 'DELETE']) === 'DELETE')
        return { code: click(`${question}.getByRole('button', { name: ${q(d('deleteDialog.cancel'))}, exact: true })`) };
      return { code: click(inDialog('button', d('dialog.cancel'))) };
    }
    if (event.type === 'CONFIRM') return { code: click(`${question}.getByRole('button', { name: ${q(d('deleteDialog.confirm'))}, exact: true })`) };
    const notice = (key: string, values: Record<string, string> = {}) => visible(`page.getByText(${q(d(`notices.${key}`, values))})`);
    if (event.type === 'xstate.done.actor.addRow') return { code: ['// The server adds the row.', ...notice('added')] };
    if (event.type === 'xstate.done.actor.changeRow') return { code: ['// The server keeps the row.', ...notice('changed')] };
    if (event.type === 'xstate.done.actor.deleteRow') return { code: ['// The server deletes the row.', ...notice('deleted')] };
    if (event.type === 'xstate.done.actor.importRows') {
      const file = (earlier.findLast((e) => e.type === 'FILE_CHOSEN')?.['file'] as File | undefined)?.name ?? '';
      // The model's file has one line of values; the count the server answers is the lines it imported.
      return { code: ['// The server imports the file.', ...visible(`page.getByText(${q(d('notices.imported', { file, count: '1' }))})`)] };
    }
    if (event.type === 'xstate.done.actor.exportRows') {
      return {
        code: [
          '// The page reads every row and saves them as a CSV file.',
          `expect((await download).suggestedFilename()).toMatch(/^${products.name}-\\d{4}-\\d{2}-\\d{2}\\.csv$/);`,
          ...notice('exported', { count: String(rowsPage.total) }),
        ],
      };
    }
    const done = arranged(event, earlier);
    if (done) return done;
    const message = (event as { error?: { body?: { message?: string } } }).error?.body?.message;
    return needs(`the server must answer ${event.type} with ${status(event)}${message ? ` (${message})` : ''}`);
  },
  state: (value) => {
    const heading = (locator: string, name: string | RegExp) => visible(`${locator}.getByRole('heading', { name: ${typeof name === 'string' ? q(name) : String(name)} })`);
    if (value === 'browsing') return [...visible(`page.getByRole('table', { name: ${q(d('list.caption', { name: products.name }))} })`), ...gone(dialog), ...gone(question)];
    if (value === 'loadFailed') return visible(pageButton(en('dataStation', 'retry')));
    if (value === 'rowsFailed') return visible(pageButton(en('dataStation', 'retry')));
    if (value === 'missing') return visible(`page.getByRole('alert').getByText(${q(d('missing', { name: 'Products' }))})`);
    if (value === 'editing') return heading(dialog, new RegExp(`^(${d('dialog.addTitle', { name: products.name })}|${d('dialog.editTitle', { name: products.name })})$`));
    if (value === 'importing') return heading(dialog, d('importDialog.title', { name: products.name }));
    if (value === 'confirmingDelete') return heading(question, d('deleteDialog.title'));
    return null;
  },
};
