import type { TextRef } from '../../shared/text';

/** Text keys of the WhatsApp Cloud popups (spec 02 section 8). */
export const popupTexts = {
  fetchFailed: 'channels.whatsappCloudPopups.fetchFailed',
  updated: 'channels.whatsappCloudPopups.updated',
  updateFailed: 'channels.whatsappCloudPopups.updateFailed',
  trackingUpdated: 'channels.whatsappCloudPopups.trackingUpdated',
  trackingFailed: 'channels.whatsappCloudPopups.trackingFailed',
} as const;

/** How a popup ended: the text the form shows once it has closed (null when closed without a call). */
export type PopupOutcome = { kind: 'success' | 'error'; text: TextRef } | null;
