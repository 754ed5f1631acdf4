import { luisConnection } from './luisFields';

/** LUIS in the cloud (retired by its vendor in 2026, kept for existing apps; CLU is its successor). */
export const luisCloud = luisConnection('luisCloud', { type: 'LuisCloud', backend: 'Azure' });
