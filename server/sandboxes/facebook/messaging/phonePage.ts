import { choiceOptions, sandboxPhonePage } from '../../phoneKit/sandboxPhonePage';
import { PHONE_SCRIPT } from './phoneScript';

/**
 * The Facebook sandbox's phone (GET /sandbox/facebook): pick a page subscribed to the app (a
 * page connected in the console), write to it as a Messenger user, or as an Instagram user to
 * its Instagram business account, tap its quick replies and see its answers. When the assistant
 * hands the conversation over, the thread is with the page's receiver: the page shows it, and
 * the operator answers as the agent desk and passes the thread back.
 */
export type PhonePageChoice = { id: string; name: string; instagramUsername: string | null };

export function phonePage(pages: PhonePageChoice[]): string {
  const choices = pages.map((page) => ({ value: page.id, label: page.instagramUsername ? `${page.name} (@${page.instagramUsername})` : page.name }));
  return sandboxPhonePage({
    provider: 'Facebook',
    standsInFor: 'Facebook Messenger and Instagram messaging',
    style: `.chat .person{background:#d8e6ff}.chat .agent{background:#fff1c7}.chat .note{background:none;font-style:italic;max-width:100%}.chat img{max-width:100%}
.quick{display:flex;flex-wrap:wrap;gap:.35rem;margin:.5rem 0}.quick button{border-radius:1rem}.desk{border:1px solid #e0c36a;border-radius:6px;padding:.5rem;margin:.5rem 0}`,
    setup: `<section aria-labelledby="pages-title"><h2 id="pages-title">Pages</h2>
<p>Connect a page of the sandbox's people in the console (a Facebook or Instagram channel): it subscribes the page to the app and sets the app's webhook, and the page shows up here.</p></section>`,
    chatWith: 'a page',
    chatFields: `<label for="page">Page</label><select id="page">${choiceOptions(choices, 'No page connected yet')}</select>
<label for="platform">Write as</label><select id="platform"><option value="messenger">A Messenger user</option><option value="instagram">An Instagram user (to the page's Instagram account)</option></select>
<label for="user-id">Your page-scoped id</label><input id="user-id" pattern="[0-9]{10,20}" required>
<label for="name">Your name</label><input id="name" value="Sandbox">
<p id="thread" role="status"><small>Choose a page to see its chat.</small></p>`,
    underChat: `
<div id="quick" class="quick" role="group" aria-label="Quick replies"></div>
<section id="desk" class="desk" hidden aria-labelledby="desk-title"><h3 id="desk-title">The thread is with the receiver</h3>
<form id="agent"><label for="agent-text">Answer as the receiver</label><input id="agent-text" required autocomplete="off" maxlength="2000">
<button type="submit">Send as the receiver</button></form>
<button type="button" id="pass-back">Pass the thread back to the app</button><p id="desk-error" role="alert"></p></section>`,
    messageLimit: 2000,
    script: PHONE_SCRIPT,
  });
}
