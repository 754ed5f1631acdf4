import type { FastifyInstance } from 'fastify';
import { messengerThreadRequest } from '../../../../services/contracts/channels/messengerWebhook';
import type { AppDeps } from '../../../deps';
import { graphCall, pageOfCall, refuse } from './graphCall';
import { appById, chatWith, SANDBOX_APP, type MessagingState } from './messagingState';

/**
 * The handover protocol with a page's token: POST /{version}/me/pass_thread_control gives the
 * person's thread to one of the page's receivers (the app must own it, the target must be a
 * receiver of the page); POST /{version}/me/take_thread_control takes it back, for the page's
 * main receiver only. The chat notes who has the thread; while another app has it, the person's
 * messages reach the app as standby events.
 */
export function threadRoutes(app: FastifyInstance, deps: AppDeps, state: MessagingState): void {
  const read = (body: unknown) => {
    const call = messengerThreadRequest.safeParse(body);
    if (!call.success) throw refuse(100, '(#100) The parameter recipient is required');
    return call.data;
  };
  const note = (text: string) => ({ id: `note-${deps.clock.now().getTime()}`, from: 'note' as const, timestamp: deps.clock.now().getTime(), text });

  app.post('/sandbox/facebook/:version/me/pass_thread_control', (request, reply) =>
    graphCall(state, 'pass_thread_control', reply, () => {
      const page = pageOfCall(deps.config.secretKey, request);
      const call = read(request.body);
      const target = call.target_app_id ? appById(call.target_app_id) : undefined;
      if (!target || !page.secondaryReceivers.some((receiver) => receiver.id === target.id))
        throw refuse(100, '(#100) Invalid target_app_id: the app is not a receiver of this page');
      const chat = chatWith(state, page.id, call.recipient.id);
      if (!chat) throw refuse(100, '(#100) No matching user found');
      if (chat.owner.id !== SANDBOX_APP.id) throw refuse(10, '(#10) This app does not own the thread.');
      chat.owner = target;
      chat.entries.push(note(`The thread was passed to ${target.name}${call.metadata ? `: ${call.metadata}` : ''}.`));
      return { success: true };
    }),
  );

  app.post('/sandbox/facebook/:version/me/take_thread_control', (request, reply) =>
    graphCall(state, 'take_thread_control', reply, () => {
      const page = pageOfCall(deps.config.secretKey, request);
      if (!page.appIsMainReceiver) throw refuse(10, '(#10) Only the main receiver of the page can take thread control.');
      const call = read(request.body);
      const chat = chatWith(state, page.id, call.recipient.id);
      if (!chat) throw refuse(100, '(#100) No matching user found');
      chat.owner = SANDBOX_APP;
      chat.entries.push(note(`${SANDBOX_APP.name} took the thread back.`));
      return { success: true };
    }),
  );
}
