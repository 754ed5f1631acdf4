import { sandboxPhonePage } from '../../phoneKit/sandboxPhonePage';
import { DESK_SCRIPT } from './deskScript';

/**
 * The suite sandbox's agent desk (GET /sandbox/suite/desk): the conversations handed over into
 * each pool, the chosen one's history with the customer's new messages as they come, a reply
 * box (the reply is posted to the channel's webhook, signed) and Close (the conversation
 * returns to the assistant).
 */
export function deskPage(): string {
  return sandboxPhonePage({
    provider: 'Suite desk',
    standsInFor: "the customer-service suite's agent desk",
    style: '.chat .person{background:#e3ecfb}',
    setup: `<section aria-labelledby="queue-title"><h2 id="queue-title">Queue</h2>
<p id="waiting" role="status">No conversation is waiting.</p></section>`,
    chatWith: 'a customer',
    chatFields: `<label for="conversation">Conversation</label><select id="conversation"><option value="">No conversation handed over yet</option></select>
<label for="agent-name">Agent name</label><input id="agent-name" value="Selin">`,
    underChat: '\n<button type="button" id="close">Close</button>',
    messageLimit: 10_000,
    script: DESK_SCRIPT,
  });
}
