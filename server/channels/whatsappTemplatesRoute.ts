import type { FastifyInstance } from 'fastify';
import { channelKindOf, channelPropertiesSchema } from '../../services/contracts/channels';
import { channelManagementMessages } from '../../services/contracts/channels/management';
import { whatsappCloudSettingsMessages } from '../../services/contracts/channels/whatsappCloudSettings';
import { withRestContext } from '../ai/restAccess';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { listTemplates, type WhatsappTemplate } from './adapters/whatsappCloud';
import { requireChannelRight } from './channelPermissions';
import { channelById } from './channelStore';
import { providerAccess } from './providerAccess';

/**
 * GET /channel/{id}/whatsapp-templates: the approved templates of a WhatsApp Cloud channel's
 * business account, read from the provider, for the update form's outside-window choice. A
 * member of the channel's company. A channel not connected to the Cloud API yet (no business
 * account id or access token) has none to list; the provider's refusal is a 424 with its reason
 * (never the token): the form says so in place.
 */
export function whatsappTemplatesRoute(app: FastifyInstance, deps: AppDeps, base: string): void {
  app.get<{ Params: { id: string } }>(`${base}/channel/:id/whatsapp-templates`, (request): Promise<{ connected: boolean; templates: WhatsappTemplate[] }> =>
    withRestContext(deps, request, async (context) => {
      const row = await channelById(deps.db, deps.config.secretKey, request.params.id);
      if (!row) throw new HttpError(404, channelManagementMessages.channelNotFound);
      await requireChannelRight(context, row.companyId, 'read');
      if (channelKindOf(row) !== 'whatsappCloud') throw new HttpError(400, whatsappCloudSettingsMessages.notWhatsappCloud);
      const properties = channelPropertiesSchema('whatsappCloud').parse(row.properties);
      const channel = { id: row.id, companyId: row.companyId, name: row.name, kind: 'whatsappCloud' as const, properties, apiTokenHash: null };
      const listed = await listTemplates(channel, providerAccess(deps.config, 'whatsappCloud'));
      if (!listed.ok) throw new HttpError(424, listed.reason);
      return { connected: listed.connected, templates: listed.templates };
    }),
  );
}
