import { z } from 'zod';

/** Where the server serves the embeddable web messenger script. */
export const WEB_MESSENGER_SCRIPT_PATH = '/widget/messenger.js';
/** The sign-in module the messenger loads only on channels that sign visitors in (OTP or TOKEN). */
export const WEB_MESSENGER_SIGN_IN_PATH = '/widget/sign-in.js';

/** Languages the web messenger speaks (data-language); others fall back to English. */
export const WEB_MESSENGER_LANGUAGES = ['en', 'tr', 'de', 'ar'] as const;

export const webMessengerSnippetInput = z.object({
  publicUrl: z.url(),
  channelId: z.string().trim().min(1),
  language: z.enum(WEB_MESSENGER_LANGUAGES).optional(),
});
export type WebMessengerSnippetInput = z.infer<typeof webMessengerSnippetInput>;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tag a site pastes into its pages (the web chat's SCRIPT tab). */
export function webMessengerSnippet(input: WebMessengerSnippetInput): string {
  const origin = input.publicUrl.replace(/\/+$/, '');
  const language = input.language ? ` data-language="${input.language}"` : '';
  return `<script src="${attribute(origin + WEB_MESSENGER_SCRIPT_PATH)}" data-channel-id="${attribute(input.channelId)}"${language} async></script>`;
}
