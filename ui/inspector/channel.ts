import type { AnyEventObject } from 'xstate';
import type { InspectedActor, LogEntry } from './types';

/** The name of the BroadcastChannel the console's tabs share their actors on (same origin only). */
export const INSPECTOR_CHANNEL = 'console-inspector';

/** An actor without its log: what changes with every event besides the new entries. */
export type ActorHead = Omit<InspectedActor, 'log'>;

export type ActorUpdate = { head: ActorHead; entries: LogEntry[]; replaceLog: boolean };

/** What tabs tell each other. Everything is JSON-safe: it is structured-cloned by the browser. */
export type InspectorMessage =
  | { type: 'hello'; from: string }
  | { type: 'actors'; from: string; path: string; updates: ActorUpdate[] }
  | { type: 'send'; from: string; to: string; sessionId: string; event: AnyEventObject }
  | { type: 'bye'; from: string };

/** The part of BroadcastChannel the inspector uses, so tests can pass a fake or a real one. */
export type MessagePort = {
  postMessage: (message: InspectorMessage) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  close: () => void;
};

const TYPES = new Set(['hello', 'actors', 'send', 'bye']);

/** Another tab's message, or null for anything else on the channel. */
export function readMessage(data: unknown): InspectorMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, from } = data as { type?: unknown; from?: unknown };
  if (typeof type !== 'string' || !TYPES.has(type) || typeof from !== 'string') return null;
  return data as InspectorMessage;
}
