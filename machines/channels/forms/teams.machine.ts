import { channelFormMachine } from './channelForm';
import { readText } from './formRules';

const FIELDS = ['appID', 'password'] as const;

/**
 * Teams (the team-chat app): the channel's name, the bot's app id (it identifies the channel:
 * the usage check asks about it) and its password (a secret, masked on update); the server
 * checks them by signing in as the bot.
 */
export const teamsMachine = channelFormMachine({
  kind: 'teams',
  fields: FIELDS,
  toProperties: (fields) => ({ appID: fields['appID'] ?? '', password: fields['password'] ?? '' }),
  fromProperties: (properties) => Object.fromEntries(FIELDS.map((f) => [f, readText(properties, f)])),
  pairs: false,
});
