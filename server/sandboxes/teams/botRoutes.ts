import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { sandboxEndpointForm, sandboxTeamsBotForm } from '../../../services/contracts/rest/teamsSandbox';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { SandboxApps } from './sandboxApps';

/**
 * The bot's side of the Teams window, as the Azure portal has it: register a bot (its app id and
 * password go into the console's Teams form) and set its messaging endpoint (the address the
 * console's form shows), where the sandbox then posts what the person writes.
 */
export function botRoutes(app: FastifyInstance, apps: SandboxApps): void {
  app.post('/sandbox/teams/bots', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/teams/bots'>> => {
    const { appId, name, password } = apps.register(parseBody(sandboxTeamsBotForm, request.body).name);
    return { appId, name, password };
  });

  app.post<{ Params: { appId: string } }>('/sandbox/teams/bots/:appId/endpoint', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/teams/bots/:appId/endpoint'>> => {
    const bot = apps.appOf(request.params.appId);
    if (!bot) throw new HttpError(404, 'No bot with this app id in the sandbox.');
    bot.endpoint = parseBody(sandboxEndpointForm, request.body).url;
    return { appId: bot.appId, endpoint: bot.endpoint };
  });
}
