import { DISPLAY_STYLES } from '../../../services/contracts/channels/webMessengerLook';
import { choice, colour, image, number, text, toggle } from './webSettingFields';
import { webSettingsMachine } from './webSettings';

/** The web messenger's update tabs with properties (spec 02 section 2); SCRIPT shows the snippet, TEXTS the texts. */
export const WEB_MESSENGER_TABS = {
  SETTINGS: [
    text('brandName'),
    choice('displayStyle', DISPLAY_STYLES),
    number('left'),
    number('right'),
    number('top'),
    number('bottom'),
    number('buttonWidth'),
    number('buttonHeight'),
  ],
  VISUALS: [colour('brandColor'), colour('conversationColor'), colour('actionColor'), image('brandLogo'), image('messengerImage'), image('backgroundImage'), image('buttonIcon')],
  FEATURES: [toggle('imageUpload'), toggle('fileUpload'), toggle('shareLocation')],
  NOTIFICATIONS: [toggle('soundNotificationEnabled'), toggle('notificationChannelPromptEnabled')],
} as const;

/**
 * The web messenger (integrationType Smooch, smoochType Web, one per company): created by
 * name (and the assistant that answers) with Connect; its update edits SETTINGS, TEXTS
 * (stored beside the other properties), VISUALS, FEATURES and NOTIFICATIONS.
 */
export const webMessengerMachine = webSettingsMachine({
  kind: 'webMessenger',
  fields: Object.values(WEB_MESSENGER_TABS).flat(),
  extended: false,
  texts: 'flat',
});
