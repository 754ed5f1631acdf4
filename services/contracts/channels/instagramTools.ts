import { z } from 'zod';

/** Limits of the Instagram tools (spec 02 sections 5 and 9). */
export const instagramLimits = {
  menuButtons: 5,
  menuTitle: 30,
  action: 1000,
  iceBreakers: 4,
  question: 80,
  referralBelow: 2083,
} as const;

/** Texts of the Instagram tools (spec 02 section 8 where it gives them, plain otherwise). */
export const instagramToolMessages = {
  tooManyButtons: 'A maximum of 5 buttons are supported in persistent menu',
  tooManyQuestions: 'A maximum of 4 questions are supported in Ice breaker',
  missingTitle: (n: number) => `Button no ${n} is missing Title`,
  missingAction: (n: number) => `Button no ${n} is missing Action`,
  missingQuestion: (n: number) => `Button no ${n} is missing Question`,
  titleTooLong: (n: number) => `Button no ${n} has a Title longer than ${instagramLimits.menuTitle} characters`,
  actionTooLong: (n: number) => `Button no ${n} has an Action longer than ${instagramLimits.action} characters`,
  questionTooLong: (n: number) => `Button no ${n} has a Question longer than ${instagramLimits.question} characters`,
  invalidUrl: (n: number) => `Button no ${n} has an invalid URL`,
  underscore: (n: number) => `Button no ${n} has an Action with an underscore (_), which is not supported`,
  referralTooLong: 'Referral text should be less than 2083 characters.',
  referralCharacters: 'Only alphanumeric characters, and -, _, = are supported',
  copied: 'Text copied to clipboard',
} as const;

const text = z.string().trim();

/** A persistent menu button: a postback with a payload, or a link (https:// added when missing). */
export const persistentMenuButton = z.object({ type: z.enum(['postback', 'web_url']), title: text, payload: text.optional(), url: text.optional() }).strict();

const withScheme = (url: string) => (url === '' || /^https?:\/\//i.test(url) ? url : `https://${url}`);

/** The menu of POST /incoming/instagram/{id}: at most 5 buttons, each checked as the editor does. */
export const persistentMenu = z
  .array(persistentMenuButton)
  .max(instagramLimits.menuButtons, instagramToolMessages.tooManyButtons)
  .transform((buttons) => buttons.map((button) => (button.type === 'web_url' ? { ...button, url: withScheme(button.url ?? '') } : button)))
  .superRefine((buttons, ctx) => {
    buttons.forEach((button, index) => {
      const n = index + 1;
      const at = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [index, field], message });
      if (!button.title) at('title', instagramToolMessages.missingTitle(n));
      else if (button.title.length > instagramLimits.menuTitle) at('title', instagramToolMessages.titleTooLong(n));
      if (button.type === 'postback') {
        if (!button.payload) at('payload', instagramToolMessages.missingAction(n));
        else if (button.payload.length > instagramLimits.action) at('payload', instagramToolMessages.actionTooLong(n));
      } else if (!button.url) at('url', instagramToolMessages.missingAction(n));
      else if (!/^https?:\/\/[^\s.]+\.[^\s]+$/i.test(button.url)) at('url', instagramToolMessages.invalidUrl(n));
    });
  });

/** An ice breaker: a question and the action it sends. */
export const iceBreaker = z.object({ question: text, payload: text }).strict();

/** The ice breakers of POST /incoming/instagram/icebreaker/{id}: at most 4; an action has no underscore. */
export const iceBreakers = z
  .array(iceBreaker)
  .max(instagramLimits.iceBreakers, instagramToolMessages.tooManyQuestions)
  .superRefine((items, ctx) => {
    items.forEach((item, index) => {
      const n = index + 1;
      const at = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [index, field], message });
      if (!item.question) at('question', instagramToolMessages.missingQuestion(n));
      else if (item.question.length > instagramLimits.question) at('question', instagramToolMessages.questionTooLong(n));
      if (!item.payload) at('payload', instagramToolMessages.missingAction(n));
      else if (item.payload.length > instagramLimits.action) at('payload', instagramToolMessages.actionTooLong(n));
      else if (item.payload.includes('_')) at('payload', instagramToolMessages.underscore(n));
    });
  });

/** The referral of a direct link: fewer than 2083 characters of letters, digits, space, -, _ and =; spaces become underscores. */
export const directLinkReferral = z
  .string()
  .max(instagramLimits.referralBelow - 1, instagramToolMessages.referralTooLong)
  .regex(/^[A-Za-z0-9 _=-]*$/, instagramToolMessages.referralCharacters)
  .transform((value) => value.replace(/ /g, '_'));

/** The texts of the Instagram tools' server paths and of their popups' outcomes (spec 02 section 8). */
export const instagramToolCallMessages = {
  fetchFailed: 'An error occurred fetching data',
  updateFailed: 'Something went wrong while updating channel.',
  updated: 'Channel updated successfully.',
  notInstagram: 'Only a live Instagram channel has a persistent menu, ice breakers and a direct link.',
  notConnected: 'The Instagram channel has no page access token: reconnect it first.',
} as const;

export type PersistentMenuButton = z.infer<typeof persistentMenuButton>;
export type IceBreaker = z.infer<typeof iceBreaker>;

/** The body of POST /incoming/instagram/{id}: the whole menu (an empty one removes it). */
export const persistentMenuBody = z.object({ buttons: persistentMenu }).strict();
/** The answer of GET/POST /incoming/instagram/{id}: the menu's buttons as Instagram keeps them. */
export const persistentMenuAnswer = z.object({ buttons: z.array(persistentMenuButton) });

/** The body of POST /incoming/instagram/icebreaker/{id}: the whole list (an empty one removes them). */
export const iceBreakersBody = z.object({ icebreaker: iceBreakers }).strict();
/** The answer of GET/POST/DELETE /incoming/instagram/icebreaker/{id}. */
export const iceBreakersAnswer = z.object({ icebreaker: z.array(iceBreaker) });

/** The answer of GET /incoming/instagram/username/{id}: the Instagram business account's username. */
export const instagramUsernameAnswer = z.object({ username: z.string() });

/** Where a direct link opens a chat with the account (spec 02 section 9: the messenger base plus the username). */
export const IG_ME_BASE = 'https://ig.me/m/';

/** The direct link: the base, the username and, when given, ?ref= with the (already checked) referral. */
export function directLinkOf(username: string, referral: string): string {
  const link = `${IG_ME_BASE}${encodeURIComponent(username)}`;
  return referral ? `${link}?ref=${referral}` : link;
}
