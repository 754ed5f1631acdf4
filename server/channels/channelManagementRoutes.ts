import type { FastifyInstance } from 'fastify';
import { channelIdentifyingFields, channelKindOf } from '../../services/contracts/channels';
import { channelManagementMessages } from '../../services/contracts/channels/management';
import { whatsappCloudApiKey } from '../../services/contracts/channels/whatsappCloud';
import type { ChannelView } from '../../services/contracts/rest/channels';
import { channelUsageHeaders, channelUsageQuery, type ChannelUsage } from '../../services/contracts/rest/channelUsage';
import { withRestContext } from '../ai/restAccess';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { requireChannelRight } from './channelPermissions';
import { updateChannel } from './channelUpdate';
import { channelUsedElsewhere } from './channelUsage';

const LOOKUP_KEYS = new Set(['integrationType', 'smoochType']);

/**
 * GET /channel/byChannelSpecificFields (the usage check before a create: a member of the
 * companyID header's company; only identifying fields, never a secret) and PUT
 * /channel/:id/set-cloud-api-key-properties (a WhatsApp Cloud channel's API key: an ADMIN).
 */
export function channelManagementRoutes(app: FastifyInstance, deps: AppDeps, base: string): void {
  app.get(`${base}/channel/byChannelSpecificFields`, (request): Promise<ChannelUsage> =>
    withRestContext(deps, request, async (context) => {
      const { companyid } = parseWith(channelUsageHeaders, request.headers);
      const query = parseWith(channelUsageQuery, request.query);
      const access = await requireChannelRight(context, companyid, 'read');
      const kind = channelKindOf({ integrationType: query.integrationType, smoochType: query.smoochType });
      if (!kind) throw new HttpError(400, channelManagementMessages.unknownType);
      const identifying = channelIdentifyingFields(kind);
      const identity: Record<string, string> = {};
      for (const [field, value] of Object.entries(query)) {
        if (LOOKUP_KEYS.has(field)) continue;
        if (!identifying.includes(field) || typeof value !== 'string') throw new HttpError(400, channelManagementMessages.notIdentifying(field));
        identity[field] = value.trim();
      }
      return (await channelUsedElsewhere(deps.db, kind, identity, access.companyId)) ?? {};
    }),
  );
  app.put<{ Params: { id: string } }>(`${base}/channel/:id/set-cloud-api-key-properties`, (request): Promise<ChannelView> =>
    withRestContext(deps, request, async (context) => {
      const key = parseBody(whatsappCloudApiKey, request.body);
      return updateChannel(context, {
        channelId: request.params.id,
        change: (stored, kind) => {
          if (kind !== 'whatsappCloud') throw new HttpError(400, channelManagementMessages.notWhatsappCloud);
          return { ...stored, apiKey: key.apiKey, userId: key.userId };
        },
      });
    }),
  );
}
