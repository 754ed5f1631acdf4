import type { AnyEventObject, StateValue } from 'xstate';
import { ASSISTANT_NAME, channelImports, channelLink, channelPrelude, channelPreludes, channelsTab } from './channelPrelude';
import { en, fill, needs, notOffered, outcome, q, status, visible, type Screen, type ScreenStep } from './kit';
import { form, formButton, formTab } from './webSettingsSteps';

const channels = (key: string) => en('channels', key);
const field = (label: string) => `${form}.getByLabel(${q(label)}, { exact: true })`;
const post = (path: string, body: string) =>
  `(await (await fetch(\`\${baseUrl}${path}\`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(${body}) })).json())`;

type ChannelFormScreen = {
  kind: 'telegram' | 'line' | 'teams' | 'generic';
  /** The scenario that adds a channel (the other updates the test's). */
  create: string;
  /** Whether the form's fields are on a CONFIGURATIONS tab (the form opens on OVERVIEW when adding). */
  configurationsTab: boolean;
  nameLabel: string;
  /** Each property's label, and the code of the value that stands for the model's (the sandbox's own), or the model's value typed as it is. */
  fields: Record<string, { label: string; value?: string }>;
  /** What the test makes in the provider's sandbox before the page opens, held in `sandbox`. */
  sandbox?: string;
  /** The properties of the channel the update scenario opens (from `sandbox`). */
  stored: string;
  /** The form's own controls beyond the shared ones. */
  more?: (event: AnyEventObject) => ScreenStep | null;
};

/**
 * A channel form on the company profile: added from the CHANNELS tab, updated by a link to a
 * channel the test made. Where the provider has a sandbox in the server, the credentials come
 * from an account the test makes there.
 */
function channelFormScreen(config: ChannelFormScreen): Screen {
  const kindLabel = channels(`kinds.${config.kind}`);
  const step = (event: AnyEventObject, scenario: string): ScreenStep => {
    const creating = scenario === config.create;
    if (event.type === 'FIELD_CHANGED') {
      const typed = config.fields[String(event['field'])];
      if (!typed) return notOffered(`a property the ${kindLabel} form does not show (${String(event['field'])})`);
      if (event['value'] === '' || !typed.value) return { code: fill(field(typed.label), event['value']) };
      return {
        code: [
          `// The sandbox's own value stands for the model's ${q(String(event['value']))}.`,
          `await ${field(typed.label)}.fill('');`,
          `await ${field(typed.label)}.fill(${typed.value});`,
        ],
      };
    }
    if (event.type === 'NAME_CHANGED') return { code: fill(field(config.nameLabel), event['value']) };
    if (event.type === 'ASSISTANT_CHOSEN') {
      return {
        code: [
          `await ${form}.getByRole('button', { name: ${q(channels('form.assistant'))} }).click();`,
          `await page.getByRole('option', { name: assistant.name, exact: true }).click();`,
        ],
      };
    }
    if (event.type === 'SUBMIT') return { code: [`await ${formButton(channels(creating ? 'form.connect' : 'form.save'))}.click();`] };
    if (event.type === 'RETRY') return { code: [`await ${formButton(channels('retry'))}.click();`] };
    const more = config.more?.(event);
    if (more) return more;
    if (event.type === 'xstate.done.actor.loadAssistants') return { code: [`// The server reads the company's assistants (${ASSISTANT_NAME}, made through the API).`] };
    if (event.type === 'xstate.done.actor.loadChannel') return { code: ['// The server reads the channel the test made on its sandbox account.', 'void channel;'] };
    if (event.type === 'xstate.done.actor.checkUsage') {
      const usedBy = (event['output'] as { companyName?: string }).companyName;
      if (usedBy) return needs(`the sandbox account connected to another company first (the model's ${usedBy})`);
      return { code: ['// No other company uses it.'] };
    }
    if (event.type === 'xstate.done.actor.addChannel')
      return { code: [`// The server checks the credentials with the ${kindLabel} sandbox and adds the channel.`, ...visible(`${form}.getByText(${q(channels('saved'))})`)] };
    if (event.type === 'xstate.done.actor.updateChannel') return { code: ['// The server stores the settings.', ...visible(`${form}.getByText(${q(channels('updated'))})`)] };
    if (outcome(event.type, 'loadAssistants') || outcome(event.type, 'loadChannel') || outcome(event.type, 'checkUsage'))
      return needs(`the server must answer with ${status(event)}`);
    return needs(`the server${config.sandbox ? ` or the ${kindLabel} sandbox` : ''} must refuse the channel with ${status(event)}`);
  };
  const state = (value: StateValue): string[] | null => {
    if (value === 'editing') return visible(`${form}.getByRole('button', { name: /^(${channels('form.connect')}|${channels('form.save')})$/ })`);
    if (value === 'loadFailed') return visible(formButton(channels('retry')));
    if (value === 'added') return visible(`${form}.getByText(${q(channels('saved'))})`);
    return null;
  };
  return {
    route: `/company-profile?id=<company>&initial=CHANNELS (Add ${kindLabel}), or &channel=<channel> for an update`,
    signedIn: true,
    imports: channelImports,
    prelude: channelPreludes(...(config.sandbox ? [{ name: 'sandbox', code: [config.sandbox] }] : []), channelPrelude('channel', config.kind, config.stored)),
    linkOf: (scenario) => (scenario === config.create ? channelsTab : channelLink('channel')),
    opening: (scenario) =>
      scenario === config.create
        ? [
            `await page.getByRole('button', { name: ${q(channels('create.add').replace('{{kind}}', kindLabel))}, exact: true }).click();`,
            ...(config.configurationsTab ? formTab(channels(`${config.kind}.tabs.CONFIGURATIONS`)) : []),
          ]
        : [],
    step,
    state,
  };
}

/** Telegram: a bot of the sandbox, made as BotFather would, under the test's own user name. */
export const telegram = channelFormScreen({
  kind: 'telegram',
  create: 'add a Telegram bot',
  configurationsTab: true,
  nameLabel: channels('telegram.fields.telegramName'),
  fields: {
    telegramBotUsername: { label: channels('telegram.fields.telegramBotUserName'), value: 'sandbox.username' },
    telegramBotToken: { label: channels('telegram.fields.telegramToken'), value: 'sandbox.token' },
  },
  sandbox: `const sandbox = ${post('/sandbox/telegram/bots', "{ name: 'Shop bot', username: `shop_${unique}_bot` }")} as { username: string; token: string };`,
  stored: "{ telegramBotName: 'Shop bot', telegramBotUsername: sandbox.username, telegramBotToken: sandbox.token }",
});

/** LINE: a Messaging API channel of the sandbox, with its secret and long-lived access token. */
export const line = channelFormScreen({
  kind: 'line',
  create: 'add a LINE channel',
  configurationsTab: true,
  nameLabel: channels('form.name'),
  fields: {
    channelSecret: { label: channels('line.fields.channelSecret'), value: 'sandbox.channelSecret' },
    accessToken: { label: channels('line.fields.accessToken'), value: 'sandbox.accessToken' },
  },
  sandbox: `const sandbox = ${post('/sandbox/line/channels', '{ name: `Shop ${unique}` }')} as { channelSecret: string; accessToken: string };`,
  stored: '{ channelSecret: sandbox.channelSecret, accessToken: sandbox.accessToken }',
});

/** Teams: a bot registered in the sandbox, with its app id and password. */
export const teams = channelFormScreen({
  kind: 'teams',
  create: 'add a Teams bot',
  configurationsTab: false,
  nameLabel: channels('form.name'),
  fields: {
    appID: { label: channels('teams.fields.appID'), value: 'sandbox.appId' },
    password: { label: channels('teams.fields.password'), value: 'sandbox.password' },
  },
  sandbox: `const sandbox = ${post('/sandbox/teams/bots', '{ name: `Shop ${unique}` }')} as { appId: string; password: string };`,
  stored: '{ appID: sandbox.appId, password: sandbox.password }',
});

/** The generic channel: a webhook URL of the company's own, and on update the parameters sent with each message. */
const param = (key: string, n: number) => `${form}.getByRole('textbox', { name: ${q(channels(`generic.${key}`).replace('{{n}}', String(n)))}, exact: true })`;
export const generic = channelFormScreen({
  kind: 'generic',
  create: 'add a generic channel',
  configurationsTab: false,
  nameLabel: channels('form.name'),
  fields: { webhookUrl: { label: channels('generic.webhookUrl') } },
  stored: "{ webhookUrl: 'https://hooks.example.com/in', params: [{ name: 'team', value: 'sales' }] }",
  more: (event) => {
    const index = Number(event['index'] ?? 0);
    if (event.type === 'PAIR_ADDED') return { code: [`await ${formButton(channels('generic.addParam'))}.click();`] };
    if (event.type === 'PAIR_CHANGED') {
      // The model sends one change with the name and the value; the page sends one per field.
      if (index >= 2) return notOffered(`a parameter the form does not show (number ${index + 1})`);
      return { code: [...fill(param('paramName', index + 1), event['name']), ...fill(param('paramValue', index + 1), event['value'])] };
    }
    if (event.type === 'PAIR_REMOVED') return { code: [`await ${form}.getByRole('button', { name: ${q(channels('generic.removeParam'))}, exact: true }).nth(${index}).click();`] };
    return null;
  },
});
