import type { AnyEventObject, StateValue } from 'xstate';
import { channelImports, channelLink, channelPrelude, channelPreludes, cloudSandbox } from './channelPrelude';
import { en, fill, gone, needs, notOffered, q, status, visible, type Screen, type ScreenStep } from './kit';

const channels = (key: string) => en('channels', key);
const popupText = (key: string) => channels(`whatsappCloudPopups.${key}`);
const popupOf = (titleKey: string) => `page.getByRole('dialog', { name: ${q(popupText(titleKey))} })`;
const toast = (text: string) => visible(`page.getByText(${q(text)})`);
/** The channel the prelude makes is named so (channelPrelude): the toasts name it. */
const CHANNEL_NAME = 'Main';

/**
 * What the WhatsApp Cloud form's popups share: each test makes a WhatsApp Cloud channel of its
 * own company connected to the developer sandbox's account (as the API key popup's tests do),
 * opens its form by a link and the popup with the form's button. Cancel and Save are the
 * popup's footer; the popup closes with its outcome as a toast.
 */
function cloudPopup(config: {
  openKey: string;
  titleKey: string;
  /** The popup's path of the channel's REST address (its load and save). */
  path: string;
  loaded: (event: AnyEventObject) => ScreenStep;
  saved: string;
  more: (event: AnyEventObject, popup: string) => ScreenStep | null;
  editing: (popup: string) => string[];
}): Screen {
  const popup = popupOf(config.titleKey);
  const footer = (key: string) => [`await ${popup}.getByRole('button', { name: ${q(channels(key))}, exact: true }).click();`];
  return {
    route: `/company-profile?id=<company>&initial=CHANNELS&channel=<channel>, then "${popupText(config.openKey)}"`,
    signedIn: true,
    imports: [...channelImports, { names: ['loseRequestOnce'], from: 'tests/e2e/support/network' }],
    prelude: channelPreludes(
      cloudSandbox,
      channelPrelude(
        'channel',
        'whatsappCloud',
        "{ partnerName: 'Acme', registeredWhatsappPhoneNumber: `+90532${Math.floor(1_000_000 + Math.random() * 8_999_999)}`, email: user.email, ...cloud }",
      ),
    ),
    linkOf: () => channelLink('channel'),
    opening: () => [`await page.getByRole('dialog').getByRole('button', { name: ${q(popupText(config.openKey))}, exact: true }).click();`],
    step: (event, _scenario, earlier = []) => {
      const answered = earlier.some((e) => e.type.startsWith('xstate.done.actor.load'));
      if (event.type.startsWith('xstate.done.actor.load')) return config.loaded(event);
      if (event.type.startsWith('xstate.error.actor.load') && status(event) === 'a network failure') {
        return {
          code: ['// Reading the settings loses its connection: the popup closes and says so.', ...toast(popupText('fetchFailed'))],
          arrange: [`await loseRequestOnce(page, /\\/channel\\/[^/]+\\/${config.path}$/, (request) => request.method() === 'GET');`],
        };
      }
      if (event.type === 'CLOSE') {
        if (!answered) return notOffered('Cancel while the settings are read (too short to press)');
        return { code: footer('cancel') };
      }
      if (event.type === 'SAVE') return { code: footer('form.save') };
      if (event.type.startsWith('xstate.done.actor.save')) return { code: ['// The server stores the settings: the popup closes and says so.', ...toast(config.saved)] };
      const more = config.more(event, popup);
      if (more) return more;
      return needs(`the server must answer with ${status(event)}`);
    },
    state: (value: StateValue) => {
      if (value === 'editing') return config.editing(popup);
      if (value === 'closed') return gone(popup);
      return null;
    },
  };
}

/** The tracking parameters popup: one switch, read from and saved to the channel. */
export const trackingParameters = cloudPopup({
  openKey: 'trackingOpen',
  titleKey: 'trackingTitle',
  path: '(get|set)-properties',
  saved: popupText('trackingUpdated').replace('{{channel}}', CHANNEL_NAME),
  loaded: (event) => {
    const removed = Boolean((event['output'] as { removeTrackingParams: boolean }).removeTrackingParams);
    if (removed) return needs('a channel whose tracking parameters are removed already (a new channel keeps them)');
    return { code: ['// A new channel keeps the tracking parameters.'] };
  },
  more: (event, popup) => {
    if (event.type === 'TOGGLE') return { code: [`await ${popup}.getByRole('checkbox', { name: ${q(popupText('removeTrackingParams'))} }).click({ force: true });`] };
    return null;
  },
  editing: (popup) => [`await expect.poll(() => ${popup}.getByRole('checkbox', { name: ${q(popupText('removeTrackingParams'))} }).isEnabled(), { timeout: 30_000 }).toBe(true);`],
});

const field = (popup: string, key: string) => `${popup}.getByRole('textbox', { name: ${q(popupText(key))}, exact: true })`;
/** The partner webhook popup: the address each message is also posted to, and its token. */
export const partnerWebhook = cloudPopup({
  openKey: 'partnerOpen',
  titleKey: 'partnerTitle',
  path: 'partnerWebhook',
  saved: popupText('updated'),
  loaded: (event) => {
    const { partnerWebhookUrl } = event['output'] as { partnerWebhookUrl: string };
    if (partnerWebhookUrl) return needs('a channel with a partner webhook already (a new channel has none)');
    return { code: ['// A new channel has no partner webhook.'] };
  },
  more: (event, popup) => {
    if (event.type === 'URL_CHANGED') return { code: fill(field(popup, 'partnerWebhookUrl'), event['value']) };
    if (event.type === 'TOKEN_CHANGED') return { code: fill(field(popup, 'token'), event['value']) };
    return null;
  },
  editing: (popup) => [`await expect.poll(() => ${field(popup, 'partnerWebhookUrl')}.isEnabled(), { timeout: 30_000 }).toBe(true);`],
});
