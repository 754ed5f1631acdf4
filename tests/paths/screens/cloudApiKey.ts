import { channelImports, channelLink, channelPrelude, channelPreludes, cloudSandbox } from './channelPrelude';
import { en, fill, gone, needs, q, status, visible, type Screen } from './kit';

const channels = (key: string) => en('channels', key);
const popup = `page.getByRole('dialog', { name: ${q(channels('cloudApiKey.title'))} })`;
const popupButton = (key: string) => `${popup}.getByRole('button', { name: ${q(channels(key))}, exact: true })`;
const keyField = `${popup}.getByRole('textbox', { name: ${q(channels('cloudApiKey.newKey'))}, exact: true })`;
const press = (key: string) => [`await ${popupButton(key)}.click();`];

/**
 * The WhatsApp Cloud API key popup: each test makes a WhatsApp Cloud channel of its own
 * company (a registered number of its own: a number identifies one channel on a server),
 * connected to the developer sandbox's account (the update form reads its templates), opens
 * its form by a link and the popup with the form's button.
 */
export const cloudApiKey: Screen = {
  route: '/company-profile?id=<company>&initial=CHANNELS&channel=<channel>, then "Manage the API key"',
  signedIn: true,
  imports: [...channelImports, { names: ['beforeRequestOnce'], from: 'tests/e2e/support/requestMoment' }],
  prelude: channelPreludes(
    cloudSandbox,
    channelPrelude(
      'channel',
      'whatsappCloud',
      "{ partnerName: 'Acme', registeredWhatsappPhoneNumber: `+90532${Math.floor(1_000_000 + Math.random() * 8_999_999)}`, email: user.email, ...cloud }",
    ),
  ),
  linkOf: () => channelLink('channel'),
  opening: () => [`await page.getByRole('dialog').getByRole('button', { name: ${q(channels('cloudApiKey.open'))}, exact: true }).click();`],
  step: (event) => {
    if (event.type === 'REPLACE') return { code: press('cloudApiKey.replace') };
    if (event.type === 'KEY_CHANGED') return { code: fill(keyField, event['value']) };
    if (event.type === 'SAVE') return { code: press('form.save') };
    if (event.type === 'YES') return { code: press('yes') };
    if (event.type === 'NO') return { code: press('no') };
    if (event.type === 'CANCEL') return { code: press('cancel') };
    // Escape closes the popup wherever it may be closed (Close on the first view does the same).
    if (event.type === 'CLOSE') return { code: ["await page.keyboard.press('Escape');"] };
    if (event.type === 'xstate.done.actor.setCloudApiKey') return { code: ["// The server keeps the channel's new key; the popup closes."] };
    if (event.type === 'xstate.error.actor.setCloudApiKey' && status(event) === 'HTTP 404') {
      return {
        code: [
          '// The channel was deleted (through the API) just as Yes was pressed: the server no longer finds it.',
          ...visible(`${popup}.getByText(${q(channels('errors.keyFailed'))})`),
        ],
        arrange: [
          "await beforeRequestOnce(page, /\\/set-cloud-api-key-properties$/, () => graphql(baseUrl, token, 'mutation ($channelId: ID!) { deleteChannel(channelId: $channelId) { success } }', { channelId: channel }, companyId));",
        ],
      };
    }
    return needs(`the server must refuse the key with ${status(event)}`);
  },
  state: (value) => {
    if (value === 'manage') return visible(popupButton('cloudApiKey.replace'));
    if (value === 'replace') return visible(keyField);
    if (value === 'confirming') return visible(`${popup}.getByText(${q(channels('cloudApiKey.confirm'))})`);
    if (value === 'closed') return gone(popup);
    return null;
  },
};
