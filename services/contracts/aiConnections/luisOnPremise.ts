import { luisConnection } from './luisFields';

/** LUIS in a container on the company's own servers: the same protocol at the company's addresses. */
export const luisOnPremise = luisConnection('luisOnPremise', { type: 'LuisOnPre', backend: 'On premise' });
