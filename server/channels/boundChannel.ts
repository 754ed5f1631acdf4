import { channelKindOf, channelPropertiesSchema, type ChannelKind } from '../../services/contracts/channels';
import type { UserInput } from '../../machines/flow/parameters';
import type { ChatMessage } from '../../services/contracts/conversations';
import type {
  OutboundPart,
  AdapterChannel,
  ChannelAdapter,
  ConnectResult,
  DisconnectContext,
  DisconnectResult,
  HandshakeAnswer,
  InboundEvent,
  InboundRequest,
  ProviderAccess,
  RenderContext,
  SendContext,
  Verification,
} from './adapters/channelAdapter';
import { adapterOf } from './adapters';
import type { ChannelRow } from './channelStore';
import type { SendResult } from './outboundQueue';

/**
 * A stored channel with its kind's adapter, each call already given the typed channel: the
 * shared layer uses one of these without knowing the kind.
 */
export type BoundChannel = {
  readonly kind: ChannelKind;
  readonly id: string;
  readonly handshake?: (query: Record<string, unknown>) => HandshakeAnswer;
  readonly verify: (request: InboundRequest) => Verification;
  readonly authenticate?: (request: InboundRequest, access: ProviderAccess) => Promise<Verification>;
  readonly parse: (body: unknown) => InboundEvent[];
  readonly render: (messages: ChatMessage[], context: RenderContext) => OutboundPart[];
  readonly send: (part: OutboundPart, access: ProviderAccess, context: SendContext) => Promise<SendResult>;
  readonly readReply?: (input: UserInput, history: ChatMessage[], publicUrl: string) => UserInput;
  readonly connect?: (access: ProviderAccess) => Promise<ConnectResult>;
  readonly disconnect?: (access: ProviderAccess, context: DisconnectContext) => Promise<DisconnectResult>;
};

function bind<K extends ChannelKind>(adapter: ChannelAdapter<K>, channel: AdapterChannel<K>): BoundChannel {
  const { handshake, authenticate, connect, disconnect, readReply } = adapter;
  return {
    kind: channel.kind,
    id: channel.id,
    ...(handshake ? { handshake: (query) => handshake(query, channel) } : {}),
    verify: (request) => adapter.verify(request, channel),
    ...(authenticate ? { authenticate: (request, access) => authenticate(request, channel, access) } : {}),
    parse: (body) => adapter.parse(body, channel),
    render: (messages, context) => adapter.render(messages, context, channel),
    send: (part, access, context) => adapter.send(part, channel, access, context),
    ...(readReply ? { readReply } : {}),
    ...(connect ? { connect: (access) => connect(channel, access) } : {}),
    ...(disconnect ? { disconnect: (access, context) => disconnect(channel, access, context) } : {}),
  };
}

function bindKind<K extends ChannelKind>(kind: K, row: ChannelRow, apiTokenHash: string | null): BoundChannel | undefined {
  const adapter = adapterOf(kind);
  if (!adapter) return undefined;
  // The row's properties were read with the kind's contract already; parsing again gives them the kind's type.
  const properties = channelPropertiesSchema(kind).parse(row.properties);
  return bind(adapter, { id: row.id, companyId: row.companyId, name: row.name, kind, properties, apiTokenHash });
}

/** The channel with its adapter, or undefined when its kind has none. */
export function boundChannel(row: ChannelRow, apiTokenHash: string | null = null): BoundChannel | undefined {
  const kind = channelKindOf({ integrationType: row.integrationType, smoochType: row.smoochType ?? null });
  return kind ? bindKind(kind, row, apiTokenHash) : undefined;
}
