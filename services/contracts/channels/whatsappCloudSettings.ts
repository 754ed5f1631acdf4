/** Texts of the WhatsApp Cloud popups' server paths (partner webhook, tracking parameters). */
export const whatsappCloudSettingsMessages = {
  notWhatsappCloud: 'Only a WhatsApp Cloud channel has a partner webhook and tracking parameters here.',
} as const;
