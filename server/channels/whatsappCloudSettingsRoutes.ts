import type { FastifyInstance } from 'fastify';
import { partnerWebhook, trackingParameters } from '../../services/contracts/channels/channelSettings';
import { whatsappCloudSettingsMessages } from '../../services/contracts/channels/whatsappCloudSettings';
import { withRestContext } from '../ai/restAccess';
import type { AppDeps } from '../deps';
import type { GraphqlContext } from '../graphql/context';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { readChannel } from './channelRead';
import { updateChannel } from './channelUpdate';

type PartnerWebhook = { partnerWebhookUrl: string; token: string };

/** A WhatsApp Cloud channel's properties as answers carry them (secrets masked); another kind is refused. */
async function cloudProperties(context: GraphqlContext, channelId: string): Promise<Record<string, unknown>> {
  const view = await readChannel(context, channelId);
  if (view.integrationType !== 'WhatsAppCloudAPI') throw new HttpError(400, whatsappCloudSettingsMessages.notWhatsappCloud);
  return view.properties ?? {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const webhookOf = (properties: Record<string, unknown> = {}): PartnerWebhook => ({
  partnerWebhookUrl: text(properties['partnerWebhookUrl']),
  token: text(properties['partnerWebhookToken']),
});

/**
 * The WhatsApp Cloud popups' paths (spec 02 section 7): GET/POST/DELETE
 * /channel/{id}/partnerWebhook (the token answered masked; the mask sent back keeps it; empty
 * fields remove the webhook) and GET /channel/{id}/get-properties, PUT /channel/{id}/set-properties
 * (removeTrackingParams). Reading needs a member's read right, changing an ADMIN's update right.
 */
export function whatsappCloudSettingsRoutes(app: FastifyInstance, deps: AppDeps, base: string): void {
  const setWebhook = (context: GraphqlContext, channelId: string, webhook: PartnerWebhook) =>
    updateChannel(context, {
      channelId,
      change: (stored, kind) => {
        if (kind !== 'whatsappCloud') throw new HttpError(400, whatsappCloudSettingsMessages.notWhatsappCloud);
        const { partnerWebhookUrl: _url, partnerWebhookToken: _token, ...rest } = stored;
        return webhook.partnerWebhookUrl ? { ...rest, partnerWebhookUrl: webhook.partnerWebhookUrl, partnerWebhookToken: webhook.token } : rest;
      },
    });
  app.get<{ Params: { id: string } }>(`${base}/channel/:id/partnerWebhook`, (request): Promise<PartnerWebhook> =>
    withRestContext(deps, request, async (context) => webhookOf(await cloudProperties(context, request.params.id))),
  );
  app.post<{ Params: { id: string } }>(`${base}/channel/:id/partnerWebhook`, (request): Promise<PartnerWebhook> =>
    withRestContext(deps, request, async (context) => webhookOf((await setWebhook(context, request.params.id, parseBody(partnerWebhook, request.body))).properties)),
  );
  app.delete<{ Params: { id: string } }>(`${base}/channel/:id/partnerWebhook`, (request): Promise<PartnerWebhook> =>
    withRestContext(deps, request, async (context) => webhookOf((await setWebhook(context, request.params.id, { partnerWebhookUrl: '', token: '' })).properties)),
  );
  app.get<{ Params: { id: string } }>(`${base}/channel/:id/get-properties`, (request): Promise<{ removeTrackingParams: boolean }> =>
    withRestContext(deps, request, async (context) => ({ removeTrackingParams: (await cloudProperties(context, request.params.id))['removeTrackingParams'] === true })),
  );
  app.put<{ Params: { id: string } }>(`${base}/channel/:id/set-properties`, (request): Promise<{ removeTrackingParams: boolean }> =>
    withRestContext(deps, request, async (context) => {
      const { removeTrackingParams } = parseBody(trackingParameters, request.body);
      const view = await updateChannel(context, {
        channelId: request.params.id,
        change: (stored, kind) => {
          if (kind !== 'whatsappCloud') throw new HttpError(400, whatsappCloudSettingsMessages.notWhatsappCloud);
          return { ...stored, removeTrackingParams };
        },
      });
      return { removeTrackingParams: view.properties?.['removeTrackingParams'] === true };
    }),
  );
}
