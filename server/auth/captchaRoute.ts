import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import type { AppDeps } from '../deps';
import { newChallenge } from './captcha';

/** GET /auth/captcha: a fresh ALTCHA challenge for the widget. */
export function captchaRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/auth/captcha', async (_request, reply): Promise<RestAnswer<'GET /auth/captcha'>> => {
    reply.header('Cache-Control', 'no-store');
    return newChallenge(deps.config.secretKey, deps.clock, deps.config.captcha);
  });
}
