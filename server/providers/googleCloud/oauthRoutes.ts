import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
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

const projectQuery = z.object({
  projectName: z
    .string({ error: 'Project name is required.' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'Project name is required.').max(30, 'The project name is at most 30 characters.')),
});
const keyQuery = z.object({
  projectId: z.string({ error: 'Project id is required.' }).trim().regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'The project id is not valid.'),
});

/** The popup's page: hands the result to the console window that opened it, then closes. */
function popupPage(targetOrigin: string, message: Record<string, unknown>): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Google Cloud</title></head><body>
<p>${escapeHtml(typeof message.error === 'string' ? message.error : 'Done. This window closes by itself.')}</p>
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

  async function authorize(request: FastifyRequest): Promise<void> {
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.access_token;
    const token = bearerToken(request) ?? (typeof fromQuery === 'string' ? fromQuery : undefined);
    const session = token === undefined ? undefined : await findSession(db, clock, token);
    if (!session) throw new HttpError(401, messages.unauthenticated);
    if (session.scope !== 'full') throw new HttpError(403, messages.fullSessionNeeded);
  }

  function answer(request: FastifyRequest, reply: FastifyReply, type: string, status: number, result: Record<string, unknown>) {
    reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const message = { type, ...result };
    if ((request.headers.accept ?? '').includes('application/json')) return reply.send(status === 200 ? message : { statusCode: status, error: 'Error', message: result.error, type });
    return reply.type('text/html; charset=utf-8').send(popupPage(origin, message));
  }

  async function run(request: FastifyRequest, reply: FastifyReply, type: string, failure: string, work: (p: GoogleCloudProvider) => Promise<Record<string, unknown>>) {
    await authorize(request);
    if (!provider) return answer(request, reply, type, 503, { error: googleCloudMessages.notConfigured });
    try {
      return answer(request, reply, type, 200, await work(provider));
    } catch (error) {
      request.log.error(error);
      return answer(request, reply, type, 502, { error: failure });
    }
  }

  app.get('/bot/oauth/project', async (request, reply) => {
    const { projectName } = parseWith(projectQuery, request.query);
    return run(request, reply, 'googleCloudProject', googleCloudMessages.projectFailed, async (p) => ({ projectName, ...(await p.createProject(projectName)) }));
  });

  app.get('/bot/oauth/servicekey', async (request, reply) => {
    const { projectId } = parseWith(keyQuery, request.query);
    return run(request, reply, 'googleCloudServiceKey', googleCloudMessages.keyFailed, async (p) => ({ projectId, key: await p.createServiceKey(projectId) }));
  });
}
