import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { suiteLoginBody, suiteLoginQuery } from '../../../services/contracts/channels/suiteProtocol';
import type { AppDeps } from '../../deps';
import type { AccountState, SuiteCall } from './accountState';
import { captchaImage } from './captchaImage';
import { accountOfToken, agentToken, captchaText, poolsOf, suiteAccount } from './sandboxWorld';

const bearer = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');

/**
 * The suite's sign-in calls under /sandbox/suite: GET /Captcha (a new single-use key and the
 * image of its text), POST /Login?captchaKey=&captchaVal= with {username, password} (the agent
 * token, or 400 with 'Captcha Error', 'password' or 'notLoginForALongTime'), GET /Pools with the
 * agent token as a Bearer credential (the pools of the agent's suite company; 401 otherwise).
 */
export function accountRoutes(app: FastifyInstance, deps: AppDeps, state: AccountState): void {
  const { secretKey } = deps.config;

  /** Runs a call after its fault (of any agent, or of the calling one), if one was asked for: a delay and/or the fault's status. */
  async function withFault(reply: FastifyReply, call: SuiteCall, work: () => unknown, username?: string): Promise<unknown> {
    const fault = state.takeFault(call, username);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.status) return reply.code(fault.status).send({ error: fault.status === 404 ? 'Not Found' : 'Internal Server Error' });
    return work();
  }

  app.get('/sandbox/suite/Captcha', (_request, reply) =>
    withFault(reply, 'captcha', (): RestAnswer<'GET /sandbox/suite/Captcha'> => {
      const key = state.newKey();
      return { content: { key, image: captchaImage(key, captchaText(secretKey, key)) } };
    }),
  );

  app.post('/sandbox/suite/Login', (request: FastifyRequest, reply) => {
    const body = suiteLoginBody.safeParse(request.body);
    return withFault(
      reply,
      'login',
      () => {
        const query = suiteLoginQuery.safeParse(request.query);
        if (!query.success || !body.success) return reply.code(400).send({ error: 'password' });
        const { captchaKey, captchaVal } = query.data;
        // The key is spent by any attempt, right or wrong; the text is compared as typed, case aside.
        const live = state.spendKey(captchaKey);
        if (!live || captchaVal.trim().toUpperCase() !== captchaText(secretKey, captchaKey)) return reply.code(400).send({ error: 'Captcha Error' });
        const account = suiteAccount(body.data.username);
        if (!account || account.password !== body.data.password) return reply.code(400).send({ error: 'password' });
        if (account.dormant) return reply.code(400).send({ error: 'notLoginForALongTime' });
        const answer: RestAnswer<'POST /sandbox/suite/Login'> = { content: { token: agentToken(secretKey, account.username) } };
        return answer;
      },
      body.data?.username,
    );
  });

  app.get('/sandbox/suite/Pools', (request, reply) => {
    const account = accountOfToken(secretKey, bearer(request.headers.authorization));
    return withFault(
      reply,
      'pools',
      () => {
        if (!account) return reply.code(401).send({ error: 'Unauthorized' });
        const answer: RestAnswer<'GET /sandbox/suite/Pools'> = { content: poolsOf(account).map((pool) => ({ ...pool })) };
        return answer;
      },
      account?.username,
    );
  });
}
