import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isId } from '../../services/contracts/ids';
import {
  createSecretInput,
  describeSecretInput,
  replaceSecretValueInput,
  secretMessages as m,
  SECRETS_API,
  type SecretList,
  type SecretSummary,
} from '../../services/contracts/secrets';
import { requireMember, type CompanyAccess } from '../companies/access';
import type { AppDeps } from '../deps';
import { asHttpError, companyIdOf, requestContext } from '../designerData/companyScope';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { createSecret, deleteSecret, describeSecret, listSecrets, replaceSecretValue, SecretNameTaken } from './secretStore';

/**
 * The company secret manager's REST calls (docs/secret-manager.md), the company named by the
 * companyID header or the companyId query parameter: members read the list, ADMINs write;
 * another company answers 403. No answer carries a value: only the masked hint.
 */

async function access(deps: AppDeps, request: FastifyRequest, needs: 'member' | 'admin'): Promise<CompanyAccess> {
  const context = await requestContext(deps, request);
  const companyId = companyIdOf(request);
  try {
    return await requireMember(context, companyId, needs);
  } catch (error) {
    throw asHttpError(error);
  }
}

function secretId(request: FastifyRequest<{ Params: { id: string } }>): string {
  if (!isId(request.params.id)) throw new HttpError(404, m.notFound);
  return request.params.id;
}

function found(summary: SecretSummary | undefined): SecretSummary {
  if (!summary) throw new HttpError(404, m.notFound);
  return summary;
}

async function nameChecked<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SecretNameTaken) throw new HttpError(400, m.nameTaken);
    throw error;
  }
}

function noStore(reply: { header: (name: string, value: string) => unknown }): void {
  reply.header('Cache-Control', 'no-store');
}

export function secretRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(SECRETS_API, async (request, reply): Promise<SecretList> => {
    const caller = await access(deps, request, 'member');
    noStore(reply);
    return { secrets: await listSecrets(deps.db, caller.companyId), canWrite: caller.userType === 'ADMIN' };
  });

  app.post(SECRETS_API, async (request, reply): Promise<SecretSummary> => {
    const caller = await access(deps, request, 'admin');
    const input = parseBody(createSecretInput, request.body);
    const created = await nameChecked(() => createSecret(deps.db, deps.config.secretKey, { companyId: caller.companyId, userId: caller.userId, ...input, now: deps.clock.now() }));
    noStore(reply);
    reply.code(201);
    return created;
  });

  app.put<{ Params: { id: string } }>(`${SECRETS_API}/:id/value`, async (request): Promise<SecretSummary> => {
    const caller = await access(deps, request, 'admin');
    const id = secretId(request);
    const { value } = parseBody(replaceSecretValueInput, request.body);
    return found(await replaceSecretValue(deps.db, deps.config.secretKey, caller.companyId, id, value, deps.clock.now()));
  });

  app.patch<{ Params: { id: string } }>(`${SECRETS_API}/:id`, async (request): Promise<SecretSummary> => {
    const caller = await access(deps, request, 'admin');
    const id = secretId(request);
    const change = parseBody(describeSecretInput, request.body);
    return found(await nameChecked(() => describeSecret(deps.db, caller.companyId, id, change, deps.clock.now())));
  });

  app.delete<{ Params: { id: string } }>(`${SECRETS_API}/:id`, async (request, reply): Promise<void> => {
    const caller = await access(deps, request, 'admin');
    const id = secretId(request);
    if (!(await deleteSecret(deps.db, caller.companyId, id))) throw new HttpError(404, m.notFound);
    reply.code(204);
  });
}
