import type { FastifyInstance } from 'fastify';
import { channelKindOf, type ChannelKind } from '../../../services/contracts/channels';
import { facebookMessages } from '../../../services/contracts/channels/facebook';
import { channelManagementMessages } from '../../../services/contracts/channels/management';
import { channelUsageHeaders } from '../../../services/contracts/rest/channelUsage';
import { facebookPagesBody, handoverConfigBody, reconnectBody } from '../../../services/contracts/rest/facebookPages';
import type { RestAnswer } from '../../../services/contracts/rest';
import { withRestContext } from '../../ai/restAccess';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { parseBody, parseWith } from '../../http/validate';
import { requireChannelRight } from '../channelPermissions';
import { liveChannelWithToken } from '../channelStore';
import { updateChannel, type PropertiesChange } from '../channelUpdate';
import { pagesOf, receiversOf } from './graphCalls';

/** Graph's code for a call the app may not make: here, a page whose main receiver is another app. */
const PERMISSION_CODE = 10;

const isPagesKind = (kind: ChannelKind | undefined) => kind === 'facebook' || kind === 'instagram';

/** A change that applies only to a Facebook page or an Instagram account. */
const pagesChange =
  (change: PropertiesChange): PropertiesChange =>
  (stored, kind) => {
    if (!isPagesKind(kind)) throw new HttpError(400, channelManagementMessages.unknownType);
    return change(stored, kind);
  };

/**
 * A reconnect's properties: the new user token, and no page token, so that the page is set up
 * again with the new login (its token got anew, its subscription renewed); the stored page
 * token may be the very one Facebook stopped accepting.
 */
function withNewLogin(stored: Record<string, unknown>, token: string): Record<string, unknown> {
  const next: Record<string, unknown> = { ...stored, accessToken: token };
  delete next['pageAccessToken'];
  return next;
}

/**
 * The pages step and a live page channel's update (spec 02 sections 4, 6 and 7):
 * POST /channel/facebook/pages (the user's token: one Graph page of their pages, an ADMIN of the
 * companyID header's company), GET /channel/:id/facebook/receivers (the page's own token reads
 * its secondary receivers: only the main receiver may), PUT /channel/:id/facebook/handover
 * (the chosen receiver) and PUT /channel/:id/facebook/reconnect (a new user token: the page is
 * connected again with it). The last two go through the channel update: secrets stay sealed.
 */
export function pageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config, db } = deps;

  app.post('/channel/facebook/pages', (request): Promise<RestAnswer<'POST /channel/facebook/pages'>> =>
    withRestContext(deps, request, async (context) => {
      const { companyid } = parseWith(channelUsageHeaders, request.headers);
      const { accessToken, after } = parseBody(facebookPagesBody, request.body);
      await requireChannelRight(context, companyid, 'create');
      const result = await pagesOf(config, accessToken, after ?? null);
      if (!result.ok || !result.answer) throw new HttpError(400, result.ok ? facebookMessages.receiversFailed : result.message);
      return result.answer;
    }),
  );

  app.get<{ Params: { id: string } }>('/channel/:id/facebook/receivers', (request): Promise<RestAnswer<'GET /channel/:id/facebook/receivers'>> =>
    withRestContext(deps, request, async (context) => {
      const found = await liveChannelWithToken(db, config.secretKey, request.params.id);
      if (!found) throw new HttpError(404, channelManagementMessages.channelNotFound);
      await requireChannelRight(context, found.channel.companyId, 'read');
      if (!isPagesKind(channelKindOf(found.channel))) throw new HttpError(400, channelManagementMessages.unknownType);
      const pageToken = found.channel.properties['pageAccessToken'];
      if (typeof pageToken !== 'string' || pageToken === '') throw new HttpError(400, facebookMessages.receiversFailed);
      const result = await receiversOf(config, pageToken);
      if (!result.ok) throw new HttpError(400, result.code === PERMISSION_CODE ? facebookMessages.onlyMainReceiver : result.message);
      return { receivers: result.receivers ?? [] };
    }),
  );

  app.put<{ Params: { id: string } }>('/channel/:id/facebook/handover', (request): Promise<RestAnswer<'PUT /channel/:id/facebook/handover'>> =>
    withRestContext(deps, request, async (context) => {
      const receiver = parseBody(handoverConfigBody, request.body);
      return updateChannel(context, { channelId: request.params.id, change: pagesChange((stored) => ({ ...stored, ...receiver })) });
    }),
  );

  app.put<{ Params: { id: string } }>('/channel/:id/facebook/reconnect', (request): Promise<RestAnswer<'PUT /channel/:id/facebook/reconnect'>> =>
    withRestContext(deps, request, async (context) => {
      const { token } = parseBody(reconnectBody, request.body);
      return updateChannel(context, { channelId: request.params.id, change: pagesChange((stored) => withNewLogin(stored, token)) });
    }),
  );
}
