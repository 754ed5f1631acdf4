import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { googleProjectQuery, googleServiceKeyQuery, type GoogleCloudPopupKind, type GoogleCloudPopupMessage } from '../../../services/contracts/rest/googleCloud';
import { bearerToken } from '../../auth/bearer';
import { findSession } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { escapeHtml } from '../../escapeHtml';
import { HttpError, messages } from '../../http/errors';
import { parseWith } from '../../http/validate';
import type { GoogleCloudProvider } from './provider';

export const googleCloudMessages = {
  notConfigured: 'Google Cloud is not configured on this server.',
  projectFailed: 'The Google Cloud project could not be created. Please try again later.',
  keyFailed: 'The service account key could not be created. Please try again later.',
} as const;

/** The popup's page: hands the result to the console window that opened it, then closes. */
function popupPage(targetOrigin: string, message: GoogleCloudPopupMessage): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Google Cloud</title></head><body>
<p>${escapeHtml(message.error ?? 'Done. This window closes by itself.')}</p>
<script>
if (window.opener) window.opener.postMessage(${json(message)}, ${json(targetOrigin)});
window.close();
</script></body></html>`;
}

/**
 * GET /bot/oauth/project?projectName= and GET /bot/oauth/servicekey?projectId=: Dialogflow
 * project creation and key download for the assistant wizard. Authenticated by a full
 * session: the Authorization header, or (for a popup, which cannot send headers) the
 * RFC 6750 access_token query parameter. HTML for the popup by default, JSON with Accept: application/json.
 */
export function googleCloudRoutes(app: FastifyInstance, deps: AppDeps, provider: GoogleCloudProvider | undefined): void {
  const { db, clock, config } = deps;
  const origin = new URL(config.publicUrl).origin;

  async function authorize(request: FastifyRequest, fromQuery: string | undefined): Promise<void> {
    const token = bearerToken(request) ?? fromQuery;
    const session = token === undefined ? undefined : await findSession(db, clock, token);
    if (!session) throw new HttpError(401, messages.unauthenticated);
    if (session.scope !== 'full') throw new HttpError(403, messages.fullSessionNeeded);
  }

  function answer(request: FastifyRequest, reply: FastifyReply, status: number, message: GoogleCloudPopupMessage) {
    reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if ((request.headers.accept ?? '').includes('application/json'))
      return reply.send(status === 200 ? message : { statusCode: status, error: 'Error', message: message.error, type: message.type });
    return reply.type('text/html; charset=utf-8').send(popupPage(origin, message));
  }

  type Popup = { type: GoogleCloudPopupKind; token: string | undefined; failure: string };
  async function run(
    request: FastifyRequest,
    reply: FastifyReply,
    { type, token, failure }: Popup,
    work: (p: GoogleCloudProvider) => Promise<Omit<GoogleCloudPopupMessage, 'type'>>,
  ) {
    await authorize(request, token);
    if (!provider) return answer(request, reply, 503, { type, error: googleCloudMessages.notConfigured });
    try {
      return answer(request, reply, 200, { type, ...(await work(provider)) });
    } catch (error) {
      request.log.error(error);
      return answer(request, reply, 502, { type, error: failure });
    }
  }

  app.get('/bot/oauth/project', async (request, reply) => {
    const { projectName, access_token: token } = parseWith(googleProjectQuery, request.query);
    return run(request, reply, { type: 'googleCloudProject', token, failure: googleCloudMessages.projectFailed }, async (p) => ({
      projectName,
      ...(await p.createProject(projectName)),
    }));
  });

  app.get('/bot/oauth/servicekey', async (request, reply) => {
    const { projectId, access_token: token } = parseWith(googleServiceKeyQuery, request.query);
    return run(request, reply, { type: 'googleCloudServiceKey', token, failure: googleCloudMessages.keyFailed }, async (p) => ({
      projectId,
      key: await p.createServiceKey(projectId),
    }));
  });
}
