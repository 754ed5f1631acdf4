import type { AnyEventObject } from 'xstate';
import { isFormKind } from '../../../machines/channels/channels';
import { iMessageTile, telegramTile } from '../models/channelList.model';
import { ASSISTANT_NAME, channelImports, channelLink, channelPreludes, channelsTab } from './channelPrelude';
import { button, en, fill, gone, needs, notOffered, q, status, visible, type Screen, type ScreenStep } from './kit';
import { form, formButton } from './webSettingsSteps';

const c = (key: string, values: Record<string, string> = {}) => Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), en('channels', key));
const tiles: Record<string, { name: string; kind: string }> = { [telegramTile.id]: telegramTile, [iMessageTile.id]: iMessageTile };
const admin = (scenario: string) => scenario.startsWith('an ADMIN');
const linked = (scenario: string) => scenario.includes('follows a link');
const confirmation = "page.getByRole('alertdialog')";
const tile = (name: string) => `page.getByRole('listitem').filter({ hasText: ${q(name)} })`;

/** A channel of the company made through the API, held in `name` (its id). */
const added = (name: string, title: string, kind: string, botId: string, properties: string) => ({
  name,
  code: [
    `const ${name} = (await graphql<{ addConnectionToCompany: { channel: { id: string } } }>(baseUrl, token, 'mutation ($companyId: ID!, $name: String!, $type: ChannelKind!, $botId: ID, $properties: String!) { addConnectionToCompany(companyId: $companyId, name: $name, type: $type, botId: $botId, properties: $properties) { channel { id } } }', { companyId, name: ${q(title)}, type: '${kind}', botId: ${botId}, properties: JSON.stringify(${properties}) }, companyId)).addConnectionToCompany.channel.id;`,
  ],
});

/** The form the path has open by now: the linked channel's (an ADMIN's), one opened or added, until it is closed. */
function openForm(scenario: string, earlier: readonly AnyEventObject[]): { mode: 'create' | 'update'; kind: string } | null {
  let open: { mode: 'create' | 'update'; kind: string } | null = null;
  let loaded = false;
  for (const event of earlier) {
    if (event.type === 'xstate.done.actor.loadChannels' && !loaded) {
      loaded = true;
      if (linked(scenario) && admin(scenario)) open ??= { mode: 'update', kind: telegramTile.kind };
    }
    if (event.type === 'CLOSE_FORM') open = null;
    if (open || !admin(scenario)) continue;
    if (event.type === 'OPEN_CREATE' && isFormKind(String(event['kind'])) && event['kind'] !== telegramTile.kind) open = { mode: 'create', kind: String(event['kind']) };
    if (event.type === 'OPEN_CHANNEL' && isFormKind(tiles[String(event['id'])]?.kind ?? '')) open = { mode: 'update', kind: tiles[String(event['id'])]!.kind };
  }
  return open;
}
/** The tiles the server holds by now differ from the model's two after a deletion or a save. */
const changed = (earlier: readonly AnyEventObject[]) => earlier.some((event) => event.type === 'SAVED' || event.type === 'xstate.done.actor.deleteChannel');

/** SAVED: the open form saved as a person does (a generic webhook of the company's own added, the linked Telegram bot saved). */
function save(form_: { mode: 'create' | 'update'; kind: string } | null): ScreenStep {
  if (!form_) return notOffered('a save with no form open');
  if (form_.mode === 'update') return { code: [`await ${formButton(c('form.save'))}.click();`, ...visible(`${form}.getByText(${q(c('updated'))})`)] };
  if (form_.kind !== 'generic') return notOffered(`adding a ${form_.kind} channel here (its own screen)`);
  return {
    code: [
      ...fill(`${form}.getByLabel(${q(c('form.name'))}, { exact: true })`, 'Partner'),
      ...fill(`${form}.getByLabel(${q(c('generic.webhookUrl'))}, { exact: true })`, 'https://hooks.example.com/in'),
      `await ${form}.getByRole('button', { name: ${q(c('form.assistant'))} }).click();`,
      `await page.getByRole('option', { name: ${q(ASSISTANT_NAME)}, exact: true }).click();`,
      `await ${formButton(c('form.connect'))}.click();`,
      ...visible(`${form}.getByText(${q(c('saved'))})`),
    ],
  };
}

/**
 * The CHANNELS tab of the company profile of an ADMIN: a company of the test's own with the
 * model's two channels made through the API (the Telegram bot "Shop bot" on a bot of the
 * server's sandbox, answered by "Helper", and an iMessage channel with no assistant), opened
 * on the tab or on a link to the bot's channel. A USER's read-only tiles need another person's
 * company; the failures a failing server, except a lost connection.
 */
export const channelList: Screen = {
  route: '/company-profile?id=<company>&initial=CHANNELS, or &channel=<Shop bot> for a link',
  signedIn: true,
  imports: [...channelImports, { names: ['loseConnectionOnce'], from: 'tests/e2e/support/network' }],
  prelude: channelPreludes(
    {
      name: 'sandbox',
      code: [
        `const sandbox = (await (await fetch(\`\${baseUrl}/sandbox/telegram/bots\`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Shop bot', username: \`shop_\${unique}_bot\` }) })).json()) as { username: string; token: string };`,
      ],
    },
    added('channel', telegramTile.name, 'telegram', 'assistant.id', "{ telegramBotName: 'Shop bot', telegramBotUsername: sandbox.username, telegramBotToken: sandbox.token }"),
    added('iMessage', iMessageTile.name, 'appleIMessage', 'null', '{ businessId: `imsg-${unique}` }'),
  ),
  unopened: (scenario) => (admin(scenario) ? null : "a company of another person's where the test's person is a USER"),
  linkOf: (scenario) => (linked(scenario) ? channelLink('channel') : channelsTab),
  step: (event, scenario, earlier = []) => {
    if (event.type === 'xstate.done.actor.loadChannels') {
      if (changed(earlier)) return needs("the model's two channels read again after a save or a deletion (the server lists what it holds then)");
      return {
        code: [
          `// The server lists the company's two channels; ${ASSISTANT_NAME} answers on the bot.`,
          'void [channel, iMessage];',
          ...visible(tile(telegramTile.name)),
          ...visible(`${tile(telegramTile.name)}.getByText(${q(c('answeredBy', { name: ASSISTANT_NAME }))})`),
          ...visible(tile(iMessageTile.name)),
        ],
      };
    }
    if (event.type === 'RETRY') return { code: [`await ${button(c('retry'))}.click();`] };
    const open = openForm(scenario, earlier);
    if (event.type === 'OPEN_CREATE') {
      const kind = String(event['kind']);
      if (!isFormKind(kind)) return notOffered(`a kind with no form (${kind})`);
      if (kind === telegramTile.kind) return notOffered(`Add ${c(`kinds.${kind}`)}: the company has one (the page says so instead)`);
      if (open) return notOffered('adding a channel while a form is open (the form covers the tab)');
      const add = c('create.add', { kind: c(`kinds.${kind}`) });
      return { code: [`await ${button(add)}.click();`, ...visible(`${form}.getByRole('heading', { name: ${q(c('form.createTitle', { kind: c(`kinds.${kind}`) }))} })`)] };
    }
    if (event.type === 'OPEN_CHANNEL') {
      const opened = tiles[String(event['id'])]!;
      if (!isFormKind(opened.kind)) return notOffered(`opening ${opened.name} (a kind with no form: its tile has no Open)`);
      if (open) return notOffered('opening a channel while a form is open (the form covers the tab)');
      return { code: [`await ${button(c('openChannel', { name: opened.name }))}.click();`, ...visible(formButton(c('form.save')))] };
    }
    if (event.type === 'CLOSE_FORM') {
      if (!open) return notOffered('closing a form when none is open');
      return { code: [`await ${formButton(c('close'))}.click();`, ...gone(form)] };
    }
    if (event.type === 'SAVED') return save(open);
    if (event.type === 'DELETE') {
      if (open) return notOffered('deleting while a form is open (the form covers the tab)');
      return { code: [`await ${button(c('deleteChannel', { name: tiles[String(event['id'])]!.name }))}.click();`] };
    }
    if (event.type === 'CONFIRM') return { code: [`await ${confirmation}.getByRole('button', { name: ${q(c('yes'))}, exact: true }).click();`] };
    if (event.type === 'CANCEL') return { code: [`await ${confirmation}.getByRole('button', { name: ${q(c('no'))}, exact: true }).click();`] };
    if (event.type === 'xstate.done.actor.deleteChannel') {
      return { code: ["// The server deletes the bot's channel: its tile goes.", ...visible(`page.getByText(${q(c('deleted'))})`), ...gone(tile(telegramTile.name))] };
    }
    if (event.type === 'xstate.error.actor.deleteChannel' && status(event) === 'a network failure') {
      return {
        code: ['// The deletion loses its connection.', ...visible(`page.getByText(${q(en('common', 'errors.noInternet'))})`)],
        arrange: ["await loseConnectionOnce(page, 'DeleteChannel');"],
      };
    }
    return needs(`the server must answer with ${status(event)}`);
  },
  state: (value) => {
    if (value === 'failed') return visible(button(c('retry')));
    const loaded = (value as { loaded?: string }).loaded;
    if (loaded === 'idle') return [...visible(`page.getByRole('heading', { name: ${q(c('title'))}, exact: true })`), ...gone(confirmation)];
    if (loaded === 'confirmingDelete') return visible(`${confirmation}.getByText(${q(c('deleteQuestion', { name: telegramTile.name }))})`);
    return null;
  },
};
