import { z } from 'zod';
import { colour, optionalText, TEXT_MAX } from './fields';
import { channelFieldMessages as m } from './messages';

/** Callout limits (spec 02 sections 4 and 9). */
export const calloutLimits = { buttons: 3, text: 150, startConversationButtonText: 40 } as const;

/** Texts of the callout settings (spec 02 sections 4 and 5, exact wording where given). */
export const calloutMessages = {
  typingDelayWarning: "Delay time of typing can not be higher than callout popup delay. Otherwise, typing icon won't be triggered!",
  tooManyButtons: `At most ${calloutLimits.buttons} buttons.`,
  defaultButton: "Default button can't be deleted when there is another button added.",
} as const;

const seconds = z.number(m.notANumber).min(0, 'A delay cannot be negative.').max(86_400);

/**
 * A callout button (spec 02 section 3): the first is the default one, whose URL is read-only
 * and starts the bot; the others open functionURL.
 */
export const calloutButton = z
  .object({
    buttonId: z.union([z.string().trim().min(1), z.number().int()]),
    colorCode: colour().optional(),
    textColorCode: colour().optional(),
    text: optionalText(TEXT_MAX),
    functionURL: optionalText(TEXT_MAX),
  })
  .strict();

/** The callout fields of the web chat (the Callout settings tab). */
export const webChatCalloutFields = {
  enableCallOut: z.boolean().optional(),
  callOutStartBackgroundColor: colour().optional(),
  callOutEndBackgroundColor: colour().optional(),
  calloutConversationColor: colour().optional(),
  callOutText: optionalText(calloutLimits.text),
  enableCallOutDelay: z.boolean().optional(),
  /** Seconds before the callout shows. */
  callOutDelay: seconds.optional(),
  enableCallOutTyping: z.boolean().optional(),
  typingBackgroundColor: colour().optional(),
  /** Seconds before the typing icon shows. */
  typingDelay: seconds.optional(),
  buttonList: z.array(calloutButton).max(calloutLimits.buttons, calloutMessages.tooManyButtons).optional(),
  enableButtonSelection: z.boolean().optional(),
  startConversationButtonText: optionalText(calloutLimits.startConversationButtonText),
};

/** The warning (not a refusal) of spec 02 section 5 when typing would show after the callout. */
export function typingDelayWarning(settings: { callOutDelay?: number; typingDelay?: number }): string | null {
  const { callOutDelay, typingDelay } = settings;
  return callOutDelay !== undefined && typingDelay !== undefined && typingDelay > callOutDelay ? calloutMessages.typingDelayWarning : null;
}
