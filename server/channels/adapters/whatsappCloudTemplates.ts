import type { AdapterChannel, ProviderAccess } from './channelAdapter';
import { callProvider } from './providerHttp';
import { bearer, graphReason, graphUrl } from './whatsappCloudGraph';

/** An approved message template a channel may send outside the 24-hour window. */
export type WhatsappTemplate = { name: string; language: string; category: string };

/** The templates, none while the channel is not connected to the Cloud API yet, or the provider's refusal. */
export type TemplateList = { ok: true; connected: boolean; templates: WhatsappTemplate[] } | { ok: false; reason: string };

/** How many pages are followed at most (a business account's templates fit in far fewer). */
const MAX_PAGES = 50;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The business account's APPROVED templates (GET /{waba-id}/message_templates), following
 * Graph's paging.next to the end. A next page is only followed on the same host as the first.
 */
export async function listTemplates(channel: AdapterChannel<'whatsappCloud'>, access: ProviderAccess): Promise<TemplateList> {
  const { businessAccountId, accessToken } = channel.properties;
  if (!businessAccountId || !accessToken) return { ok: true, connected: false, templates: [] };
  const first = `${graphUrl(access, businessAccountId, 'message_templates')}?fields=name,language,status,category`;
  const host = new URL(first).host;
  const templates: WhatsappTemplate[] = [];
  let next: string | undefined = first;
  for (let page = 0; next && page < MAX_PAGES; page += 1) {
    const answer = await callProvider(access, next, { headers: bearer(channel) });
    if (answer.kind !== 'ok') return { ok: false, reason: graphReason(answer).split(accessToken).join('••••') };
    const body = isRecord(answer.body) ? answer.body : {};
    for (const row of Array.isArray(body['data']) ? body['data'] : []) {
      if (isRecord(row) && row['status'] === 'APPROVED' && str(row['name']))
        templates.push({ name: str(row['name']), language: str(row['language']), category: str(row['category']) });
    }
    const paging = isRecord(body['paging']) ? str(body['paging']['next']) : '';
    next = paging && URL.canParse(paging) && new URL(paging).host === host ? paging : undefined;
  }
  return { ok: true, connected: true, templates };
}
