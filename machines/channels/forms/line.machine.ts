import { channelFormMachine } from './channelForm';
import { readText } from './formRules';

const FIELDS = ['channelSecret', 'accessToken'] as const;

/**
 * Line: the channel's name, its channel secret and channel access token (both required, both
 * secrets: an update shows them masked and keeps the stored ones unless retyped). The server
 * checks the token with LINE and sets the webhook; when that fails the form shows the server's
 * message (spec 02 section 8).
 */
export const lineMachine = channelFormMachine({
  kind: 'line',
  fields: FIELDS,
  toProperties: (fields) => ({ channelSecret: fields['channelSecret'] ?? '', accessToken: fields['accessToken'] ?? '' }),
  fromProperties: (properties) => Object.fromEntries(FIELDS.map((f) => [f, readText(properties, f)])),
  pairs: false,
});
