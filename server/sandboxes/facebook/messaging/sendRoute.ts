import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messengerSendRequest, type MessengerOutboundMessage } from '../../../../services/contracts/channels/messengerWebhook';
import type { AppDeps } from '../../../deps';
import { graphCall, pageOfCall, refuse } from './graphCall';
import { chatWith, SANDBOX_APP, type MessagingState, type SandboxChat } from './messagingState';

/**
 * POST /{version}/me/messages (the Send API) with a page's token: the person must have written to
 * the page (their PSID or IGSID), the app must own the thread, and the message must be what the
 * platform takes (text up to 2000 characters, 1000 on Instagram; up to 13 quick replies titled in
 * at most 20 characters; or an attachment by URL). The message shows in the person's chat; the
 * answer is {recipient_id, message_id}.
 */
export const SEND_LIMITS = { messengerText: 2000, instagramText: 1000, quickReplies: 13, title: 20, payload: 1000 } as const;

function problemOf(message: MessengerOutboundMessage, chat: SandboxChat): string | null {
  const textMax = chat.platform === 'instagram' ? SEND_LIMITS.instagramText : SEND_LIMITS.messengerText;
  if ((message.text === undefined) === (message.attachment === undefined)) return '(#100) Must send either message text or an attachment';
  if (message.text !== undefined && [...message.text].length > textMax) return `(#100) Length of param message[text] must be less than or equal to ${textMax}`;
  const replies = message.quick_replies ?? [];
  if (replies.length > SEND_LIMITS.quickReplies) return `(#100) param message[quick_replies] must have a maximum of ${SEND_LIMITS.quickReplies} elements`;
  if (replies.some((reply) => [...reply.title].length > SEND_LIMITS.title || !reply.title)) return `(#100) Quick reply titles must be 1 to ${SEND_LIMITS.title} characters`;
  if (replies.some((reply) => reply.payload.length > SEND_LIMITS.payload || !reply.payload)) return `(#100) Quick reply payloads must be 1 to ${SEND_LIMITS.payload} characters`;
  return null;
}

export function sendRoute(app: FastifyInstance, deps: AppDeps, state: MessagingState): void {
  app.post('/sandbox/facebook/:version/me/messages', (request, reply) =>
    graphCall(state, 'messages', reply, () => {
      const page = pageOfCall(deps.config.secretKey, request);
      const call = messengerSendRequest.safeParse(request.body);
      if (!call.success) throw refuse(100, `(#100) Invalid parameter: ${call.error.issues[0]?.path.join('.') ?? 'body'}`);
      const chat = chatWith(state, page.id, call.data.recipient.id);
      if (!chat) throw refuse(100, '(#100) No matching user found');
      if (chat.owner.id !== SANDBOX_APP.id) throw refuse(10, '(#10) This app does not own the thread: another app was passed thread control.');
      const problem = problemOf(call.data.message, chat);
      if (problem) throw refuse(100, problem);
      const { text, attachment, quick_replies } = call.data.message;
      const mid = `m_${randomBytes(18).toString('base64url')}`;
      chat.entries.push({
        id: mid,
        from: 'bot',
        timestamp: deps.clock.now().getTime(),
        ...(text !== undefined ? { text } : {}),
        ...(attachment?.type === 'image' ? { imageUrl: attachment.payload.url } : attachment ? { text: attachment.payload.url } : {}),
        ...(quick_replies ? { quickReplies: quick_replies.map(({ title, payload }) => ({ title, payload })) } : {}),
      });
      return { recipient_id: chat.userId, message_id: mid };
    }),
  );
}
