import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import { CODE_MAX_CHARS } from '../../services/contracts/rest/codeStation';
import { CODE_WRITING_API, codeWritingBody, codeWritingMessages as m } from '../../services/contracts/rest/codeWriting';
import { aiConnectionFor } from '../ai/aiAccess';
import { asHttpError, requestContext } from '../designerData/companyScope';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { isGenerativeType } from '../providers/ai/provider';
import { companyWriter } from './codeStationAccess';
import { sharedCodeRunner, type CodeRunner } from './codeRunner';
import { codeOfAnswer, codeWritingMessages } from './codeWritingPrompt';

/**
 * POST /bot/api/code-station/write-with-ai (the company in the companyID header; a designer who
 * may change code blocks): the chosen Generative AI connection of the company writes a block's
 * body from the description and parameter names; the code station's sandbox then compiles it
 * (a run with empty parameters; only a syntax error is reported). Nothing is stored.
 */
export function codeWritingRoutes(app: FastifyInstance, deps: AppDeps, runner: CodeRunner = sharedCodeRunner()): void {
  app.post(CODE_WRITING_API, async (request): Promise<RestAnswer<'POST /bot/api/code-station/write-with-ai'>> => {
    const access = await companyWriter(deps, request);
    const body = parseBody(codeWritingBody, request.body);
    const context = await requestContext(deps, request);
    const { connection } = await aiConnectionFor(context, body.connectionId, 'edit').catch((error: unknown) => {
      throw asHttpError(error);
    });
    // Another company's connection is refused like a missing one.
    if (connection.companyId !== access.companyId) throw new HttpError(403, m.connectionRequired);
    if (!isGenerativeType(connection.type)) throw new HttpError(400, m.notGenerative);
    const service = deps.generativeServiceFor?.(connection);
    if (!service) throw new HttpError(503, m.noService);

    let answer: string;
    try {
      answer = (await service.complete(connection, codeWritingMessages(body.description, body.parameters), { temperature: 0.2, maxTokens: 1500 })).text;
    } catch (error) {
      request.log.warn({ connectionId: connection.id, reason: error instanceof Error ? error.message : String(error) }, 'code block not written');
      throw new HttpError(502, m.modelFailed);
    }
    const code = codeOfAnswer(answer).slice(0, CODE_MAX_CHARS);
    if (!code) throw new HttpError(502, m.noCode);
    const compiled = await runner.run(code, Object.fromEntries(body.parameters.map((name) => [name, ''])));
    return { code, syntaxError: !compiled.ok && compiled.kind === 'syntax' ? compiled.error : null };
  });
}
