import { defineAiConnection } from './definition';
import { LUIS_SECRETS, luisSettings } from './luisFields';

/** LUIS in the cloud (retired by its vendor in 2026, kept for existing apps; CLU is its successor). */
export const luisCloud = defineAiConnection({
  kind: 'luisCloud',
  stored: { type: 'LuisCloud', backend: 'Azure' },
  settings: luisSettings,
  secrets: LUIS_SECRETS,
  projectName: (settings) => settings.token,
  trains: true,
  publishes: true,
});
