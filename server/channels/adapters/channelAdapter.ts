import type { IncomingHttpHeaders } from 'node:http';
import type { ChannelKind, ChannelProperties } from '../../../services/contracts/channels';
import type { ChatMessage } from '../../../services/contracts/conversations';
import type { UserInput } from '../../../machines/flow/parameters';
import type { MessengerApp } from '../messengerApp';
import type { SendResult } from '../outboundQueue';
import type { ReplyContext, ReplyContextOf } from './replyContext';

/**
 * One channel kind's side of the channel layer (ARCHITECTURE "Channels"): it speaks its
 * provider's documented HTTP protocol and nothing else. The shared layer (server/channels/
 * inbound.ts, outboundQueue.ts) does what every kind needs: finds the channel, hands the raw
 * request to `verify`, claims each provider message id once, runs the turn, queues what
 * `render` made and sends it with `send`, retrying with backoff. An adapter keeps no state of
 * its own between calls: what it must remember goes into the channel's properties.
 */

/** A stored channel of kind K as an adapter sees it: its properties parsed with the kind's contract, secrets opened. */
export type AdapterChannel<K extends ChannelKind> = {
  id: string;
  companyId: string;
  name: string;
  kind: K;
  properties: ChannelProperties<K>;
  /** The hash of the channel's api token, for kinds whose provider sends one back (generic). */
  apiTokenHash: string | null;
};

/** A webhook request as it arrived: the raw bytes (signatures are over them), headers and query. */
export type InboundRequest = { rawBody: Buffer; headers: IncomingHttpHeaders; query: Record<string, unknown> };

/** The end user a message comes from, as the channel names them; clientId is stable per user and channel. */
export type InboundClient = { clientId: string; name?: string; surname?: string; phone?: string };

/** How the provider says a message we sent went (WhatsApp status webhooks). */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What one webhook carries, in the channel layer's words; a kind's adapter gives its own reply context R. */
export type InboundEvent<R extends ReplyContext = ReplyContext> =
  | {
      kind: 'message';
      /** The provider's id of the message: the same id delivered twice runs once. */
      providerMessageId: string;
      client: InboundClient;
      input: UserInput;
      /** A provider call that acknowledges the message, queued before the reply (Telegram's answerCallbackQuery for a button tap). */
      acknowledge?: OutboundPart;
      /** How to answer this message, for kinds whose provider says it with the message (replyContext.ts), handed to `render` with the turn's replies. */
      answerWith?: R;
    }
  /** How a message we sent went: `providerMessageId` is the id the provider answered `send` with. */
  | { kind: 'status'; providerMessageId: string; status: DeliveryStatus; reason?: string };

/** An event of kind K's webhooks: its messages carry only K's reply context (none for kinds that have none). */
export type InboundEventOf<K extends ChannelKind> = InboundEvent<ReplyContextOf<K>>;

/** The adapter's view of the webhook: accepted (with what it carries) or refused with a status and a message. */
export type Verification = { ok: true } | { ok: false; status: 401 | 403; message: string };

/** The answer to a GET the provider sends to check the webhook (WhatsApp's verify-token handshake). */
export type HandshakeAnswer = { status: 200; body: string } | { status: 403; body: string };

/** Where and how an adapter reaches its provider: the base URL is configuration (a sandbox or the real provider). */
export type ProviderAccess = {
  /** The provider's API base, e.g. https://api.telegram.org or the sandbox under this server. */
  baseUrl: string;
  /** This console's public address: webhooks the provider calls are under it. */
  publicUrl: string;
  fetch: typeof fetch;
  /** How long one provider call may take. */
  timeoutMs: number;
  /** Whether addresses a company typed (a partner's webhook URL) may be on this machine or a private network (default no). */
  allowPrivateAddresses?: boolean;
  /** The provider's sign-in service, for kinds that get their tokens apart from baseUrl (Teams). */
  signInUrl?: string;
  /** The product's Facebook app (id, secret, webhook verify token), for Facebook and Instagram; absent when none is configured. */
  messengerApp?: MessengerApp;
};

/** What renders a turn: the end user it goes to and the facts the channel's rules need. */
export type RenderContext = {
  /** Who the reply goes to (the inbound client's id: a chat id, a phone number, a partner's id). */
  recipient: string;
  conversationId: string | null;
  /** The console's public address: relative links in messages are made absolute against it. */
  publicUrl: string;
  /** The turn ended the conversation (a channel that reports it, such as generic, says so even with no message). */
  ended?: boolean;
  /** The turn handed the conversation to the channel's own agents (HANDOVER in mode channel): a channel with a handover receiver passes the thread to it. */
  handedOver?: boolean;
  /** How to answer the message being answered, as its provider said with it (replyContext.ts); each adapter reads its own kind's. */
  answerWith?: ReplyContext;
};

/** What the shared layer knows when it sends one queued part. */
export type SendContext = {
  /** When the end user last wrote on this conversation (WhatsApp's 24-hour customer-service window), or null. */
  lastInboundAt: Date | null;
  /** The flow (assistant version) the conversation runs, or null (no conversation, or none started yet). */
  flowId: string | null;
  now: Date;
  /** The queued part's own id: passed to providers that drop a repeat with the same id. */
  deliveryId: string;
};

/**
 * One provider call's worth of a reply, as the outbound queue keeps it (JSON): the request the
 * adapter will make, and the conversation messages (their oid) it shows, whose delivery status
 * the provider's status webhooks then update. Parts go out in order, one conversation at a time.
 */
export type OutboundPart = {
  messageIds: string[];
  request: { [key: string]: unknown };
  /** Its place in the turn's reply (0 first), for kinds that send a reply differently as a whole. */ replyPart?: number;
};

/** What the provider side of a new or changed channel answered: ready (perhaps with properties to keep), or refused with the spec's text. */
export type ConnectResult = { ok: true; properties?: Record<string, unknown> } | { ok: false; message: string };

/** How tearing down went: a reason (without secrets) when the provider could not be told. */
export type DisconnectResult = { ok: true } | { ok: false; reason: string };

/** What the shared layer tells an adapter tearing a channel down about the server's other channels. */
export type DisconnectContext = {
  /** Whether another live channel of this server, of one of `kinds`, has `value` as its property `property` (a page a Facebook and an Instagram channel share). */
  anotherLiveChannelHas: (kinds: readonly ChannelKind[], property: string, value: string) => Promise<boolean>;
};

export type ChannelAdapter<K extends ChannelKind> = {
  readonly kind: K;
  /** Answers the provider's webhook check (GET), for kinds that have one. */
  handshake?: (query: Record<string, unknown>, channel: AdapterChannel<K>) => HandshakeAnswer;
  /** Authenticates a webhook the provider's way, in constant time over the raw body; nothing is read before it passes. */
  verify: (request: InboundRequest, channel: AdapterChannel<K>) => Verification;
  /**
   * For kinds whose webhooks carry a token signed with keys the provider publishes (Teams): checks
   * it after `verify`, reading the keys over the network; nothing is read or stored before it passes.
   */
  authenticate?: (request: InboundRequest, channel: AdapterChannel<K>, access: ProviderAccess) => Promise<Verification>;
  /** The events of an authenticated webhook; a body the provider would never send is a 400 (HttpError). */
  parse: (body: unknown, channel: AdapterChannel<K>) => InboundEventOf<K>[];
  /** A turn's messages as the provider calls that show them on this channel, with a tested fallback for what it cannot show. */
  render: (messages: ChatMessage[], context: RenderContext, channel: AdapterChannel<K>) => OutboundPart[];
  /**
   * Sends one part: sent (with the provider's id of the message, where it gives one), worth another
   * try (network, timeout, 429, 5xx: with the wait the provider names) or refused for good.
   */
  send: (part: OutboundPart, channel: AdapterChannel<K>, access: ProviderAccess, context: SendContext) => Promise<SendResult>;
  /** Reads an end user's reply against the conversation so far (WhatsApp: a typed number chooses a numbered line), for kinds that need it. */
  readReply?: (input: UserInput, history: ChatMessage[], publicUrl: string) => UserInput;
  /** Sets up the provider side of a new or changed channel (checks the token, registers the webhook). */
  connect?: (channel: AdapterChannel<K>, access: ProviderAccess) => Promise<ConnectResult>;
  /** Properties besides the secrets and identifying fields that `connect` sets the provider side up with: an update changing one connects again. */
  connectedWith?: readonly (keyof AdapterChannel<K>['properties'] & string)[];
  /**
   * Tears the provider side down when the channel is deleted, leaving what another live channel
   * still uses; a provider that cannot be told does not stop the delete (the shared layer logs the reason).
   */
  disconnect?: (channel: AdapterChannel<K>, access: ProviderAccess, context: DisconnectContext) => Promise<DisconnectResult>;
};

/** The address a provider posts a channel's webhooks to (and checks with a GET, where it does). */
export function webhookAddress(publicUrl: string, kind: ChannelKind, channelId: string): string {
  return `${publicUrl}/channels/v1/${kind}/${channelId}/webhook`;
}
