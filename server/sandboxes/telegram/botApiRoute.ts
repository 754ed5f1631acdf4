import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BotApiAnswer } from '../../../services/contracts/channels/telegramUpdate';
import type { AppDeps } from '../../deps';
import { BotApiError, paramsOf } from './botApiParams';
import { callMethod } from './botApiMethods';
import { readBotToken } from './botTokens';
import { takeFault, type SandboxState } from './sandboxState';
import type { UpdateDelivery } from './updateDelivery';

/**
 * The Bot API under /sandbox/telegram/bot<token>/<method>, GET or POST, parameters in the query,
 * a JSON body or a form. Answers are Telegram's envelope: {ok:true,result} or
 * {ok:false,error_code,description} (with parameters.retry_after on flood control). A token this
 * sandbox did not issue is 401 Unauthorized; an unknown method 404 Not Found.
 */
const failure = (reply: FastifyReply, error: BotApiError): BotApiAnswer => {
  reply.code(error.code);
  return { ok: false, error_code: error.code, description: error.message, ...(error.retryAfter === undefined ? {} : { parameters: { retry_after: error.retryAfter } }) };
};

const FAULT_WORDS = { 401: 'Unauthorized', 429: 'Too Many Requests: retry after', 500: 'Internal Server Error' } as const;

export function botApiRoute(app: FastifyInstance, deps: AppDeps, state: SandboxState, delivery: UpdateDelivery): void {
  const handle = async (request: FastifyRequest<{ Params: { botToken: string; method: string } }>, reply: FastifyReply): Promise<BotApiAnswer> => {
    const { botToken, method } = request.params;
    const bot = botToken.startsWith('bot') ? readBotToken(deps.config.secretKey, botToken.slice(3)) : null;
    if (!bot) return failure(reply, new BotApiError(botToken.startsWith('bot') ? 401 : 404, botToken.startsWith('bot') ? 'Unauthorized' : 'Not Found'));
    const fault = takeFault(state, method);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.status === 429) return failure(reply, new BotApiError(429, `${FAULT_WORDS[429]} ${fault.retryAfter}`, fault.retryAfter));
    if (fault?.status) return failure(reply, new BotApiError(fault.status, FAULT_WORDS[fault.status]));
    try {
      const now = Math.floor(deps.clock.now().getTime() / 1000);
      const answer = callMethod(method, state.botOf(bot), paramsOf(request.query, request.body), { now, delivery });
      return { ok: true, result: answer.result, ...(answer.description ? { description: answer.description } : {}) };
    } catch (error) {
      if (error instanceof BotApiError) return failure(reply, error);
      throw error;
    }
  };
  app.get('/sandbox/telegram/:botToken/:method', handle);
  app.post('/sandbox/telegram/:botToken/:method', handle);
}
