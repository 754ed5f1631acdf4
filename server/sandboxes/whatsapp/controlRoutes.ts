import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { sandboxChatQuery, sandboxFault, sandboxPhoneInput, sandboxSubscription } from '../../../services/contracts/rest/whatsappSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { errorBodyOf } from '../../http/errors';
import { recordInbound } from './phoneChat';
import { chatKey, SANDBOX_ACCOUNT, type SandboxState } from './sandboxState';
import { handshake } from './webhookSender';

/**
 * What the sandbox page and the tests drive, the operator only: the end user writing on the
 * phone, the chat the page polls, the app dashboard's webhook settings (checked with the
 * handshake first) and faults for the next Graph calls.
 */
export function controlRoutes(app: FastifyInstance, deps: AppDeps, state: SandboxState): void {
  const invalid = (message: string) => errorBodyOf(400, message);

  app.post('/sandbox/whatsapp/phone/messages', operatorOnly, async (request, reply): Promise<RestAnswer<'POST /sandbox/whatsapp/phone/messages'>> => {
    const input = sandboxPhoneInput.safeParse(request.body);
    if (!input.success) return reply.code(400).send(invalid(input.error.issues[0]?.message ?? 'The message is not valid.'));
    if (!SANDBOX_ACCOUNT.numbers.some((n) => n.id === input.data.phoneNumberId)) return reply.code(400).send(invalid('The sandbox has no such phone number id.'));
    if (!input.data.text && !input.data.reply) return reply.code(400).send(invalid('Write a message or choose a reply.'));
    return recordInbound(state, deps.clock, input.data);
  });

  app.get('/sandbox/whatsapp/phone/chat', operatorOnly, async (request, reply): Promise<RestAnswer<'GET /sandbox/whatsapp/phone/chat'>> => {
    const query = sandboxChatQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send(invalid('Name the phone number id and the end user.'));
    return { entries: state.chats.get(chatKey(query.data.phoneNumberId, query.data.from)) ?? [], deliveries: state.deliveries.slice(-10) };
  });

  app.post('/sandbox/whatsapp/control/subscription', operatorOnly, async (request, reply): Promise<RestAnswer<'POST /sandbox/whatsapp/control/subscription'>> => {
    const body = sandboxSubscription.safeParse(request.body);
    if (!body.success) return reply.code(400).send(invalid(body.error.issues[0]?.message ?? 'The webhook settings are not valid.'));
    if (body.data.businessAccountId !== SANDBOX_ACCOUNT.businessAccountId) return reply.code(400).send(invalid('The sandbox has no such business account.'));
    if (!(await handshake(body.data.callbackUrl, body.data.verifyToken))) {
      return { ok: false, message: 'The callback URL or verify token couldn’t be validated: the callback must answer the challenge.' };
    }
    const { callbackUrl, verifyToken, appSecret } = body.data;
    state.subscription = { callbackUrl, verifyToken, appSecret };
    return { ok: true, message: 'The webhook is verified and saved.' };
  });

  app.post('/sandbox/whatsapp/control/faults', operatorOnly, async (request, reply): Promise<RestAnswer<'POST /sandbox/whatsapp/control/faults'>> => {
    const body = sandboxFault.safeParse(request.body);
    if (!body.success) return reply.code(400).send(invalid(body.error.issues[0]?.message ?? 'The fault is not valid.'));
    state.faults.push({ ...body.data });
    return { pending: state.faults.length };
  });
}
