import { z } from 'zod';
import { channelVoteSettings, reminderTimeoutBlocks } from './channelSettings';
import { defineChannel } from './definition';
import { webChatCalloutFields } from './webChatCallout';
import { webChatWidgetFields } from './webChatWidget';
import { webMessengerLookFields } from './webMessengerLook';
import { webMessengerTexts } from './webMessengerTexts';

/**
 * The product's own web chat (integrationType MicroWebChat): the channel every assistant
 * gets when it is created, and the widget the chatbot test page runs. Its update tabs are
 * Design, Callout settings, Settings and Getting started (spec 02 section 2): the web
 * messenger look, the extended widget settings, the callout, the reminder and timeout
 * messages per language, the custom widget texts (one per WEB_MESSENGER_TEXT_KEYS key, kept
 * under `texts`) and the vote settings. Every field is optional (a new web chat stores none);
 * only the TOKEN sign-in secret is secret, and it is identified by its id alone.
 */
export const webChat = defineChannel({
  kind: 'webChat',
  stored: { integrationType: 'MicroWebChat' },
  properties: z
    .object({
      ...webMessengerLookFields,
      ...webChatWidgetFields,
      ...webChatCalloutFields,
      reminderTimeouts: reminderTimeoutBlocks.optional(),
      texts: webMessengerTexts.optional(),
      vote: channelVoteSettings.optional(),
    })
    .strict(),
  secrets: ['signInSecret'],
  identifiedBy: [],
});
