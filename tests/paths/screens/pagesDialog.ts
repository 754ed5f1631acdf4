import { galataTravel, modaBakery, pageInbox, shopFive } from '../models/pagesForms';
import { en, q, visible } from './kit';

/** What the Facebook form's screen steps share: the dialog's controls and texts, and the channels the update scenarios store. */
export const channels = (key: string) => en('channels', key);
export const form = "page.getByRole('dialog')";
export const formButton = (text: string) => `${form}.getByRole('button', { name: ${q(text)}, exact: true })`;
export const formText = (text: string) => `${form}.getByText(${q(text)}, { exact: true })`;
export const press = (text: string) => [`await ${formButton(text)}.click();`];
/** A press that opens the login popup (Playwright waits for it). */
export const pressForPopup = (text: string) => [`await Promise.all([page.waitForEvent('popup'), ${formButton(text)}.click()]);`];
export const shows = (key: string) => visible(formText(channels(key)));

/** Each update scenario's stored channel: the page and its receiver, held in a prelude value of that name. */
export const stored: Record<string, { page: { id: string; name: string }; receiver?: { id: string; name: string } }> = {
  modaBakeryChannel: { page: modaBakery, receiver: pageInbox },
  shopFiveChannel: { page: shopFive },
  galataChannel: { page: galataTravel },
};
export const channelOf = (scenario: string) => (scenario.startsWith('change') ? 'modaBakeryChannel' : scenario.startsWith('choose') ? 'shopFiveChannel' : 'galataChannel');
export const creating = (scenario: string) => scenario.startsWith('connect');

/** The form's words for a call that got no answer. */
export const noAnswer = () => visible(formText(en('common', 'errors.noInternet')));
