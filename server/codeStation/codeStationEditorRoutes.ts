import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import { codeBlockRenameBody, codeBlockVersionBody, codeVersionQuery, newCodeBlockBody, testRunBody } from '../../services/contracts/rest/codeStation';
import { isUuid } from '../companies/access';
import { companyAccess } from '../designerData/companyScope';
import { companyWriter } from './codeStationAccess';
import { designerDataMessages } from '../designerData/messages';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { codeBlockVersion, createCodeBlock, deleteCodeBlock, renameCodeBlock, saveCodeBlockVersion, type CodeBlockVersion } from './codeBlockVersions';
import { codeBlockRunRecorder } from './codeBlockRuns';
import { sharedCodeRunner, type CodeRunner } from './codeRunner';
import { testedVersion } from './testedVersion';

function found(result: CodeBlockVersion | 'noBlock' | 'noVersion'): CodeBlockVersion {
  if (result === 'noBlock') throw new HttpError(404, designerDataMessages.codeBlockNotFound);
  if (result === 'noVersion') throw new HttpError(404, designerDataMessages.codeBlockVersionNotFound);
  return result;
}

/** Another company's code block, or an id that is no id, looks the same as a missing one. */
const blockId = (functionId: string) => {
  if (!isUuid(functionId)) throw new HttpError(404, designerDataMessages.codeBlockNotFound);
  return functionId;
};

/**
 * The Code Station editor's calls (services/contracts/rest/codeStation.ts): open a version
 * with its code, create a block, save a new version, rename, delete, and a test run in the
 * conversations' sandbox. Reading needs membership; changing and running need a designer
 * role other than VIEWER.
 */
export function codeStationEditorRoutes(app: FastifyInstance, deps: AppDeps, runner: CodeRunner = sharedCodeRunner()): void {
  type Params = { Params: { functionId: string } };

  app.get<Params>('/bot/api/code-station/code-block/:functionId/code', async (request): Promise<RestAnswer<'GET /bot/api/code-station/code-block/:functionId/code'>> => {
    const access = await companyAccess(deps, request);
    const { version } = parseWith(codeVersionQuery, request.query);
    return found(await codeBlockVersion(deps.db, access.companyId, blockId(request.params.functionId), version));
  });

  app.post('/bot/api/code-station/code-block', async (request, reply): Promise<RestAnswer<'POST /bot/api/code-station/code-block'>> => {
    const access = await companyWriter(deps, request);
    const body = parseBody(newCodeBlockBody, request.body);
    const created = await createCodeBlock(deps.db, deps.clock.now(), {
      companyId: access.companyId,
      userId: access.userId,
      name: body.functionName,
      code: body.code,
      parameters: body.parameters,
    });
    void reply.code(201);
    return created;
  });

  app.post<Params>(
    '/bot/api/code-station/code-block/:functionId/versions',
    async (request, reply): Promise<RestAnswer<'POST /bot/api/code-station/code-block/:functionId/versions'>> => {
      const access = await companyWriter(deps, request);
      const body = parseBody(codeBlockVersionBody, request.body);
      const saved = found(await saveCodeBlockVersion(deps.db, deps.clock.now(), access.companyId, blockId(request.params.functionId), body));
      void reply.code(201);
      return saved;
    },
  );

  app.patch<Params>('/bot/api/code-station/code-block/:functionId', async (request): Promise<RestAnswer<'PATCH /bot/api/code-station/code-block/:functionId'>> => {
    const access = await companyWriter(deps, request);
    const body = parseBody(codeBlockRenameBody, request.body);
    return found(await renameCodeBlock(deps.db, access.companyId, blockId(request.params.functionId), body.functionName));
  });

  app.delete<Params>('/bot/api/code-station/code-block/:functionId', async (request): Promise<RestAnswer<'DELETE /bot/api/code-station/code-block/:functionId'>> => {
    const access = await companyWriter(deps, request);
    const functionId = blockId(request.params.functionId);
    if (!(await deleteCodeBlock(deps.db, access.companyId, functionId))) throw new HttpError(404, designerDataMessages.codeBlockNotFound);
    return { functionId, deleted: true };
  });

  app.post('/bot/api/code-station/test-run', async (request): Promise<RestAnswer<'POST /bot/api/code-station/test-run'>> => {
    const access = await companyWriter(deps, request);
    const body = parseBody(testRunBody, request.body);
    const startedAt = deps.clock.now();
    const began = performance.now();
    const outcome = await runner.run(body.code, body.parameters);
    const durationMs = performance.now() - began;
    if (body.functionId && isUuid(body.functionId)) {
      const version = await testedVersion(deps.db, access.companyId, body.functionId, body.code);
      if (version !== undefined) {
        await codeBlockRunRecorder(
          deps.db,
          deps.config.secretKey,
        )({
          companyId: access.companyId,
          codeBlockId: body.functionId,
          version,
          ranIn: 'TEST',
          inputs: body.parameters,
          output: outcome.ok ? outcome.values : null,
          error: outcome.ok ? null : outcome.error,
          durationMs,
          startedAt,
        });
      }
    }
    return outcome.ok ? { ok: true, values: outcome.values, logs: outcome.logs } : { ok: false, error: outcome.error, logs: outcome.logs };
  });
}
