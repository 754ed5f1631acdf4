import type { ChannelKind } from '../../services/contracts/channels';

/** The kinds the console can create and edit today (one form each, ui/channels/forms/). */
export const FORM_KINDS = [
  'webChat',
  'webMessenger',
  'telegram',
  'whatsappCloud',
  'line',
  'generic',
  'teams',
  'suite',
  'facebook',
  'instagram',
  'salesChat',
] as const satisfies readonly ChannelKind[];
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: string): value is FormKind {
  return (FORM_KINDS as readonly string[]).includes(value);
}

/** One channel of the company as the CHANNELS tab lists it. */
export type ChannelTile = { id: string; name: string; integrationType: string; kind: string; status: string; botId: string | null; botName: string | null };

/** An assistant of the company that can answer on a channel. */
export type Assistant = { id: string; name: string };

/** A stored channel as its update form reads it (secrets come back as SECRET_MASK). */
export type ChannelRecord = { id: string; name: string; kind: string; botId: string | null; properties: Record<string, unknown> };

/** What adding a channel answers: the channel, and for the generic kind its api token and signing secret (shown once). */
export type ChannelAdded = { channel: { id: string; name: string }; apiToken?: string; signingSecret?: string };

/** The usage check's answer: the company that already uses the channel, or nothing. */
export type ChannelUsage = { companyID?: string; companyName?: string };

export type AddChannelRequest = { companyId: string; kind: FormKind; name: string; botId: string; properties: Record<string, unknown> };
export type UpdateChannelRequest = { channelId: string; name: string; properties: Record<string, unknown> };
export type UsageRequest = { companyId: string; kind: FormKind; fields: Record<string, string> };

/** The web messenger's embed snippet (SCRIPT tab), pasted before the closing body tag. */
export function messengerSnippet(publicUrl: string, channelId: string): string {
  return `<script src="${publicUrl}/widget/messenger.js" data-channel-id="${channelId}" async></script>`;
}

/** Where the generic channel's messages come in. */
export function incomingUrl(publicUrl: string, channelId: string): string {
  return `${publicUrl}/external/v1/incoming?channelID=${channelId}`;
}

/** Where a provider posts a channel's messages (a Teams bot's messaging endpoint, set at the provider). */
export function messagingEndpoint(publicUrl: string, kind: FormKind, channelId: string): string {
  return `${publicUrl}/channels/v1/${kind}/${channelId}/webhook`;
}
