import { z } from 'zod';
import { channelVoteSettings } from './channelSettings';
import { defineChannel } from './definition';
import { imageUrl } from './fields';
import { webMessengerLookFields } from './webMessengerLook';
import { webMessengerTexts } from './webMessengerTexts';

/**
 * The web messenger of the messaging aggregator (spec 02 sections 2, 3 and 7; smoochType
 * Web): created by name; its update sends the messenger image and every property key, the
 * look and feature toggles plus the customisable texts. Nothing in it is secret, and it is
 * identified by its id alone.
 */
export const webMessenger = defineChannel({
  kind: 'webMessenger',
  stored: { integrationType: 'Smooch', smoochType: 'Web' },
  properties: z.object({ ...webMessengerLookFields, messengerImage: imageUrl(), ...webMessengerTexts.shape, vote: channelVoteSettings.optional() }).strict(),
  secrets: [],
  identifiedBy: [],
});
