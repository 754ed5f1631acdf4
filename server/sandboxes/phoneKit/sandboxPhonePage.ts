import { escapeHtml } from '../../escapeHtml';
import { page } from '../../dev/html';

/**
 * The page shell every sandbox's phone shares: the title and developer-mode note, the sandbox's
 * own setup section, then a chat section (its own fields above the chat list, its own controls
 * under it) ending in the message form, and the page's script.
 */
export type SandboxPhone = {
  /** The provider's name, as in "LINE sandbox". */
  provider: string;
  /** What the sandbox stands in for, as in "a stand-in for Teams and the Bot Framework". */
  standsInFor: string;
  /** The page's own style rules, after the shared ones for the chat list and the select. */
  style: string;
  setup: string;
  /** Whom the person chats with, as in "Chat with a bot". */
  chatWith: string;
  chatFields: string;
  underChat?: string;
  /** The longest message the provider takes. */
  messageLimit: number;
  script: string;
};

const CHAT_STYLE = `.chat{list-style:none;padding:0;border:1px solid #d6dae3;border-radius:6px;min-height:8rem;max-height:28rem;overflow:auto}
.chat li{margin:.5rem;padding:.5rem .75rem;border-radius:6px;max-width:80%;white-space:pre-wrap}
.chat .person{margin-left:auto}.chat .bot{background:#f5f6f8}select{width:100%;padding:.5rem}`;

export function sandboxPhonePage(phone: SandboxPhone): string {
  return page(
    `${phone.provider} sandbox`,
    `<style>${CHAT_STYLE}
${phone.style}</style><h1>${escapeHtml(phone.provider)} sandbox</h1>
<p><small>Developer mode: a stand-in for ${escapeHtml(phone.standsInFor)}. Nothing leaves this machine.</small></p>
${phone.setup}
<section aria-labelledby="chat-title"><h2 id="chat-title">Chat with ${escapeHtml(phone.chatWith)}</h2>
${phone.chatFields}
<ol id="chat" class="chat" aria-live="polite" aria-label="Messages"></ol>${phone.underChat ?? ''}
<form id="write"><label for="text">Message</label><input id="text" name="text" required autocomplete="off" maxlength="${phone.messageLimit}">
<button type="submit">Send</button></form><p id="write-error" role="alert"></p></section>
<script>${phone.script}</script>`,
  );
}

/** A select's options, value and label escaped; `none` (an empty option) while there is nothing to choose. */
export function choiceOptions(choices: Array<{ value: string; label: string }>, none: string): string {
  if (choices.length === 0) return `<option value="">${escapeHtml(none)}</option>`;
  return choices.map((choice) => `<option value="${escapeHtml(choice.value)}">${escapeHtml(choice.label)}</option>`).join('');
}
