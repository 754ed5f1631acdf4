import { parseChannelProperties } from '../../../services/contracts/channels';
import { WEB_MESSENGER_TEXT_KEYS } from '../../../services/contracts/channels/webMessengerTexts';
import { isFilled } from '../../shared/nameRules';
import { commonTexts, type TextRef } from '../../shared/text';
import { contractText, webSettingsTexts } from '../channelTexts';
import { buttonProperties, readButtons, type CalloutButtonDraft } from './web/calloutButtons';
import { CUSTOM_REQUESTS, isUsed, readRequest, requestProperties, type CustomRequestDraft, type CustomRequestName } from './web/customRequests';
import { isMaskedSecret, SIGN_IN_SECRET, signInSecretMissing } from './web/signInSecret';
import { isSet, readSetting, recordOf, type SettingField, type SettingValue } from './webSettingFields';

/** A reminder and timeout block (spec 02 section 2) as the form edits it. */
export type ReminderBlock = { language: string; reminderMessage: string; timeoutMessage: string };

/** What a kind's settings form shows besides its properties by type. */
export type WebSettingsConfig = {
  kind: 'webChat' | 'webMessenger';
  /** The properties shown, each with how it is edited (every tab's together). */
  fields: readonly SettingField[];
  /** The callout buttons, custom SMS/OTP requests and reminder blocks (the web chat's). */
  extended: boolean;
  /** Where the custom texts are stored: under `texts` (web chat) or beside the other properties (web messenger). */
  texts: 'nested' | 'flat';
};

/** The values a settings form edits. */
export type WebSettingsValues = {
  name: string;
  values: Record<string, SettingValue>;
  buttons: CalloutButtonDraft[];
  requests: Record<CustomRequestName, CustomRequestDraft>;
  reminders: ReminderBlock[];
  texts: Record<string, string>;
  /** A sign-in secret generated in the form and not saved yet (shown once), or ''. */
  signInSecret: string;
  /** The stored properties: an update sends back what the form does not show. */
  stored: Record<string, unknown>;
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function readReminders(value: unknown): ReminderBlock[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const block = recordOf(item);
    return block ? [{ language: textOf(block['language']), reminderMessage: textOf(block['reminderMessage']), timeoutMessage: textOf(block['timeoutMessage']) }] : [];
  });
}

/** The form's values from a stored channel. */
export function readSettings(config: WebSettingsConfig, name: string, properties: Record<string, unknown>): WebSettingsValues {
  const values: Record<string, SettingValue> = {};
  for (const field of config.fields) {
    const value = readSetting(field, properties[field.name]);
    if (value !== undefined) values[field.name] = value;
  }
  const textSource = config.texts === 'nested' ? (recordOf(properties['texts']) ?? {}) : properties;
  const texts = Object.fromEntries(WEB_MESSENGER_TEXT_KEYS.flatMap((key) => (typeof textSource[key] === 'string' ? [[key, textSource[key]]] : [])));
  return {
    name,
    values,
    buttons: config.extended ? readButtons(properties['buttonList']) : [],
    requests: { customSMS: readRequest(properties['customSMS']), customOtpValidation: readRequest(properties['customOtpValidation']) },
    reminders: config.extended ? readReminders(properties['reminderTimeouts']) : [],
    texts,
    signInSecret: '',
    stored: properties,
  };
}

/** The property names the form owns (an emptied one is left out, not kept from the store). */
function ownNames(config: WebSettingsConfig): Set<string> {
  const extended = config.extended ? ['buttonList', ...CUSTOM_REQUESTS, 'reminderTimeouts'] : [];
  const texts = config.texts === 'nested' ? ['texts'] : WEB_MESSENGER_TEXT_KEYS;
  return new Set([...config.fields.map((f) => f.name), ...extended, ...texts]);
}

/** The properties an update sends: the stored ones the form does not show, with the form's over them. */
export function settingsProperties(config: WebSettingsConfig, v: WebSettingsValues): Record<string, unknown> {
  const own = ownNames(config);
  const properties: Record<string, unknown> = Object.fromEntries(Object.entries(v.stored).filter(([key]) => !own.has(key)));
  for (const field of config.fields) {
    const value = v.values[field.name];
    if (isSet(value)) properties[field.name] = value;
  }
  if (config.extended) {
    if (v.buttons.length > 0) properties['buttonList'] = buttonProperties(v.buttons);
    for (const name of CUSTOM_REQUESTS) if (isUsed(v.requests[name])) properties[name] = requestProperties(v.requests[name]);
    if (v.reminders.length > 0) properties['reminderTimeouts'] = v.reminders;
    if (v.signInSecret !== '') properties[SIGN_IN_SECRET] = v.signInSecret;
  }
  const texts = Object.fromEntries(Object.entries(v.texts).filter(([, value]) => value !== ''));
  if (config.texts === 'flat') Object.assign(properties, texts);
  else if (Object.keys(texts).length > 0) properties['texts'] = texts;
  return properties;
}

/** Where a refusal is shown: its property path (texts.headerText, buttonList.1.colorCode, customSMS.url). */
const errorKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** The form's refusals per field: the name, and the kind's contract on the properties. */
export function settingsErrors(config: WebSettingsConfig, v: WebSettingsValues): Record<string, TextRef> {
  const errors: Record<string, TextRef> = {};
  if (!isFilled(v.name)) errors['name'] = { key: commonTexts.fieldEmpty };
  const properties = settingsProperties(config, v);
  const parsed = parseChannelProperties(config.kind, properties);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      if (!(issue.path[0] === SIGN_IN_SECRET && isMaskedSecret(properties[SIGN_IN_SECRET]))) errors[errorKey(issue.path)] ??= contractText(issue.message);
  if (config.extended && signInSecretMissing(v.values['auth'], v.signInSecret, v.stored)) errors[SIGN_IN_SECRET] = { key: webSettingsTexts.signInSecretMissing };
  return errors;
}
