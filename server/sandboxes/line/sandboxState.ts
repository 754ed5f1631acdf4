import type { LineSandboxEntry } from '../../../services/contracts/rest/lineSandbox';
import type { SandboxLineChannel } from './credentials';

/**
 * What the LINE sandbox remembers, in memory, as LINE would: each channel's name and webhook
 * URL, its chats with the LINE users who wrote to it (both sides, shown on the phone page),
 * the reply tokens it gave (each good once, for a minute), the retry keys of pushes it took,
 * and the faults a test asked for.
 */
export const REPLY_TOKEN_LIFETIME_MS = 60_000;

export type SandboxChat = { userId: string; displayName: string; entries: LineSandboxEntry[] };
export type ReplyTokenState = { userId: string; issuedAt: number; used: boolean };
export type Fault = { status?: 401 | 429 | 500; times: number; delayMs: number };

export type ChannelState = {
  channel: SandboxLineChannel;
  name: string;
  webhookUrl: string;
  failedDeliveries: number;
  chats: Map<string, SandboxChat>;
  replyTokens: Map<string, ReplyTokenState>;
  /** Retry key → the request id LINE answered with. */
  retryKeys: Map<string, string>;
};

export type SandboxState = {
  channels: Map<string, ChannelState>;
  faults: Map<string, Fault[]>;
  /** The channel's state, made on first sight of a valid token (also after a restart). */
  channelOf: (channel: SandboxLineChannel, name?: string) => ChannelState;
};

export function sandboxState(): SandboxState {
  const channels = new Map<string, ChannelState>();
  return {
    channels,
    faults: new Map(),
    channelOf(channel, name) {
      const known = channels.get(channel.channelId);
      if (known) {
        if (name) known.name = name;
        return known;
      }
      const made: ChannelState = {
        channel,
        name: name ?? `Channel ${channel.channelId}`,
        webhookUrl: '',
        failedDeliveries: 0,
        chats: new Map(),
        replyTokens: new Map(),
        retryKeys: new Map(),
      };
      channels.set(channel.channelId, made);
      return made;
    },
  };
}

/** The fault to answer the next `call` with, counting it down; none when the control endpoint set none. */
export function takeFault(state: SandboxState, call: string): Fault | undefined {
  const list = state.faults.get(call);
  const fault = list?.[0];
  if (!list || !fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) list.shift();
  return fault;
}
