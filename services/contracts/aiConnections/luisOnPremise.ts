import { defineAiConnection } from './definition';
import { LUIS_SECRETS, luisSettings } from './luisFields';

/** LUIS in a container on the company's own servers: the same protocol at the company's addresses. */
export const luisOnPremise = defineAiConnection({
  kind: 'luisOnPremise',
  stored: { type: 'LuisOnPre', backend: 'On premise' },
  settings: luisSettings,
  secrets: LUIS_SECRETS,
  projectName: (settings) => settings.token,
  trains: true,
  publishes: true,
});
