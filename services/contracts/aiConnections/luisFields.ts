import { z } from 'zod';
import { httpUrl, optionalText, requiredSecret, requiredText } from '../channels/fields';
import { defineAiConnection, type StoredAiType } from './definition';

/**
 * The settings LUIS cloud and LUIS on premise share (spec 02 section 3): the application id
 * (`token`), the authoring key (`subscriptionKey`), the prediction key, the prediction endpoint,
 * the authoring (management) endpoint and an optional pipeline provider address.
 */
const luisSettings = z
  .object({
    token: requiredText(100),
    subscriptionKey: requiredSecret(200),
    predictionPrimaryKey: requiredSecret(200),
    endpoint: httpUrl(),
    managementEndpoint: httpUrl(),
    pipelineProviderUrl: z.union([z.literal(''), httpUrl()]).optional(),
    /** The app version the console authors and trains; '0.1' (LUIS's first version) when not given. */
    versionId: optionalText(10),
  })
  .strict();

/** A LUIS kind's contract: both kinds speak the same protocol and differ only in how they are stored. */
export const luisConnection = <const K extends string>(kind: K, stored: StoredAiType) =>
  defineAiConnection({
    kind,
    stored,
    settings: luisSettings,
    secrets: ['subscriptionKey', 'predictionPrimaryKey'],
    projectName: (settings) => settings.token,
    trains: true,
    publishes: true,
  });
