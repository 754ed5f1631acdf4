import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { sandboxOutbound } from '../../../services/contracts/rest/whatsappSandbox';
import type { AppDeps } from '../../deps';
import { GRAPH_ERRORS } from './graphErrors';
import { graphGuard } from './graphGuards';
import { recordOutbound } from './phoneChat';
import { SANDBOX_ACCOUNT, type SandboxState } from './sandboxState';

type Node = { Params: { version: string; nodeId: string } };
const PAGE_SIZE = 2;
const WINDOW_MS = 24 * 60 * 60 * 1000;

/** The Graph endpoints the WhatsApp Cloud channel calls, answered as Meta does. */
export function graphRoutes(app: FastifyInstance, deps: AppDeps, state: SandboxState): void {
  const guarded = { preHandler: graphGuard(state, deps.config.secretKey) };
  const base = '/sandbox/whatsapp/:version/:nodeId';
  const number = (id: string) => SANDBOX_ACCOUNT.numbers.find((n) => n.id === id);
  const isAccount = (id: string) => id === SANDBOX_ACCOUNT.businessAccountId;

  app.get<Node>(base, guarded, async (request, reply): Promise<RestAnswer<'GET /sandbox/whatsapp/:version/:nodeId'>> => {
    const found = number(request.params.nodeId);
    if (!found) return reply.code(400).send(GRAPH_ERRORS.unknownNode(request.params.nodeId));
    return { ...found };
  });

  app.post<Node>(`${base}/messages`, guarded, async (request, reply): Promise<RestAnswer<'POST /sandbox/whatsapp/:version/:nodeId/messages'>> => {
    const phoneNumberId = request.params.nodeId;
    if (!number(phoneNumberId)) return reply.code(400).send(GRAPH_ERRORS.unknownNode(phoneNumberId));
    const body = sandboxOutbound.safeParse(request.body);
    if (!body.success) return reply.code(400).send(GRAPH_ERRORS.invalidParameter(body.error.issues[0]?.message ?? 'The message is not valid.'));
    const waId = body.data.to.replace(/^\+/, '');
    if (body.data.type === 'template') {
      const template = (body.data as { template?: { name?: unknown } }).template;
      const known = SANDBOX_ACCOUNT.templates.find((t) => t.name === template?.name && t.status === 'APPROVED');
      if (!known) return reply.code(404).send(GRAPH_ERRORS.templateMissing(String(template?.name ?? '')));
    } else {
      const last = state.lastInbound.get(`${phoneNumberId}:${waId}`);
      if (!last || deps.clock.now().getTime() - last.getTime() >= WINDOW_MS) return reply.code(400).send(GRAPH_ERRORS.reEngagement());
    }
    const id = recordOutbound(state, phoneNumberId, waId, body.data);
    return { messaging_product: 'whatsapp', contacts: [{ input: body.data.to, wa_id: waId }], messages: [{ id }] };
  });

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<Node>({
      method,
      url: `${base}/subscribed_apps`,
      ...guarded,
      handler: async (request, reply) => {
        if (!isAccount(request.params.nodeId)) return reply.code(400).send(GRAPH_ERRORS.unknownNode(request.params.nodeId));
        state.appSubscribed = method === 'POST';
        return { success: true as const };
      },
    });
  }

  app.get<Node>(`${base}/message_templates`, guarded, async (request, reply): Promise<RestAnswer<'GET /sandbox/whatsapp/:version/:nodeId/message_templates'>> => {
    if (!isAccount(request.params.nodeId)) return reply.code(400).send(GRAPH_ERRORS.unknownNode(request.params.nodeId));
    const query = request.query as Record<string, unknown>;
    const from = Math.max(0, Number(typeof query['after'] === 'string' ? Buffer.from(query['after'], 'base64url').toString() : '0') || 0);
    const data = SANDBOX_ACCOUNT.templates.slice(from, from + PAGE_SIZE).map((t) => ({ ...t }));
    const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
    const url = new URL(`${deps.config.publicUrl}${request.url}`);
    url.searchParams.set('after', cursor(from + PAGE_SIZE));
    const more = from + PAGE_SIZE < SANDBOX_ACCOUNT.templates.length;
    return { data, paging: { cursors: { before: cursor(from), after: cursor(from + PAGE_SIZE) }, ...(more ? { next: url.href } : {}) } };
  });
}
