import type { FastifyInstance } from 'fastify';
import type { ChannelView } from '../../services/contracts/rest/channels';
import { withRestContext } from '../ai/restAccess';
import { requireMember } from '../companies/access';
import type { AppDeps } from '../deps';
import { signedIn } from '../graphql/context';
import { HttpError } from '../http/errors';
import { channelManagementRoutes } from './channelManagementRoutes';
import { channelMessages } from './channelRules';
import { channelsOfCompany, channelViewById } from './channelStore';
import { instagramToolsRoutes } from './instagramToolsRoutes';
import { suiteConnectRoutes } from './suiteConnectRoutes';
import { facebookPagesRoutes } from './facebookPages/facebookPagesRoutes';
import { whatsappCloudSettingsRoutes } from './whatsappCloudSettingsRoutes';
import { whatsappTemplatesRoute } from './whatsappTemplatesRoute';

/** The core REST paths of spec 01 section 7, with and without the /core/v1 base. */
const BASES = ['', '/core/v1'];

/** GET /channel/retrieve-all-channels-by-company-id/:companyId and GET /channel/:id: members of the company only. */
export function channelRoutes(app: FastifyInstance, deps: AppDeps): void {
  instagramToolsRoutes(app, deps);
  suiteConnectRoutes(app, deps);
  facebookPagesRoutes(app, deps);
  for (const base of BASES) {
    channelManagementRoutes(app, deps, base);
    whatsappCloudSettingsRoutes(app, deps, base);
    whatsappTemplatesRoute(app, deps, base);
    app.get<{ Params: { companyId: string } }>(`${base}/channel/retrieve-all-channels-by-company-id/:companyId`, (request): Promise<ChannelView[]> =>
      withRestContext(deps, request, async (context) => {
        const access = await requireMember(context, request.params.companyId);
        return channelsOfCompany(deps.db, access.companyId);
      }),
    );
    app.get<{ Params: { id: string } }>(`${base}/channel/:id`, (request): Promise<ChannelView> =>
      withRestContext(deps, request, async (context) => {
        signedIn(context);
        const channel = await channelViewById(deps.db, request.params.id);
        if (!channel) throw new HttpError(404, channelMessages.channelNotFound);
        await requireMember(context, channel.companyID);
        return channel;
      }),
    );
  }
}
