import type { JsonValue } from './jsonSafe';

/** How an actor is doing: XState's snapshot status. */
export type ActorStatus = 'active' | 'done' | 'error' | 'stopped';

/** What an actor looked like at one moment, as a JSON-safe copy. */
export type SnapshotCopy = {
  status: ActorStatus;
  /** The state value of a state machine; null for other actor logic (promises, callbacks). */
  value: JsonValue;
  context: JsonValue;
  output: JsonValue;
  error: JsonValue;
};

/** One event an actor received and what it led to. */
export type LogEntry = {
  /** Increases by one per entry of the page (unique within a tab). */
  seq: number;
  time: number;
  eventType: string;
  event: JsonValue;
  /** The session id of the actor that sent it; null when the page (a component) sent it. */
  source: string | null;
  /** The state value after the event, and the whole snapshot; null while it is being processed. */
  value: JsonValue;
  snapshot: SnapshotCopy | null;
};

/** What the inspector knows of one actor (of this tab or of another tab of the console). */
export type InspectedActor = {
  /** The tab the actor lives in. */
  tabId: string;
  /** XState's session id, unique within its tab ("x:3"). */
  sessionId: string;
  /** The actor's id: the invoke or spawn id for children, the session id for roots. */
  id: string;
  parentSessionId: string | null;
  systemId: string | null;
  /** The machine's id (`createMachine({ id })`); null for other actor logic. */
  machineId: string | null;
  input: JsonValue;
  snapshot: SnapshotCopy | null;
  log: LogEntry[];
  createdAt: number;
};

/** The key that tells actors of all tabs apart. */
export function actorKey(actor: Pick<InspectedActor, 'tabId' | 'sessionId'>): string {
  return `${actor.tabId}/${actor.sessionId}`;
}
