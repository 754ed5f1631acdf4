import { z } from 'zod';
import { colour, imageUrl, optionalText } from './fields';
import { channelFieldMessages as m } from './messages';

/** How the widget opens (spec 02 section 3). */
export const DISPLAY_STYLES = ['button', 'tab'] as const;

/** The default launcher button, 58 by 58 pixels (spec 02 section 9). */
export const DEFAULT_BUTTON_SIZE = 58;

/** A distance or size in pixels: a number, or a text like "20" or "20px". */
const pixels = z.union([
  z.number(m.notANumber).min(0).max(4000),
  z
    .string()
    .trim()
    .regex(/^\d{1,4}(?:\.\d+)?(?:px)?$/, 'Enter a size in pixels, like 20 or 20px.'),
]);

/** Feature toggles: Enabled (true) / Disabled (false). */
const toggle = z.boolean().optional();

/**
 * The look and features both web chat variants share (spec 02 section 3, web messenger
 * properties): colours, logo, display style, position, notification and upload toggles,
 * background and launcher button. All optional: a missing one shows its default.
 */
export const webMessengerLookFields = {
  brandColor: colour().optional(),
  conversationColor: colour().optional(),
  actionColor: colour().optional(),
  brandLogo: imageUrl(),
  displayStyle: z.enum(DISPLAY_STYLES, m.oneOf(DISPLAY_STYLES)).optional(),
  brandName: optionalText(100),
  left: pixels.optional(),
  right: pixels.optional(),
  top: pixels.optional(),
  bottom: pixels.optional(),
  soundNotificationEnabled: toggle,
  notificationChannelPromptEnabled: toggle,
  imageUpload: toggle,
  fileUpload: toggle,
  shareLocation: toggle,
  backgroundImage: imageUrl(),
  buttonIcon: imageUrl(),
  buttonWidth: pixels.optional(),
  buttonHeight: pixels.optional(),
};
