import { actorKey, type ActorStatus, type InspectedActor, type LogEntry } from './types';

/**
 * What the inspector shows beside the actor list. The page keeps only the key the developer
 * clicked; what it means is read from the store's actors on every render, so a tab that
 * closes or an actor dropped for newer ones is noticed without copying the store's data.
 */
export type Selection =
  | { kind: 'none' }
  /** The selected actor is no longer listed: its tab closed, or the store dropped it to make room. */
  | { kind: 'gone'; key: string }
  /** A stopped or finished actor stays selected: its last state is what the developer came to read. */
  | { kind: 'actor'; actor: InspectedActor };

export function resolveSelection(actors: readonly InspectedActor[], key: string | null): Selection {
  if (key === null) return { kind: 'none' };
  const actor = actors.find((candidate) => actorKey(candidate) === key);
  return actor ? { kind: 'actor', actor } : { kind: 'gone', key };
}

/**
 * The log entry being read (time travel), or null for the live view: also when the entry has
 * left the log (the log keeps only its newest entries), so the view goes back to live.
 */
export function readEntry(log: readonly LogEntry[], seq: number | null): LogEntry | null {
  if (seq === null) return null;
  return log.find((entry) => entry.seq === seq) ?? null;
}

/** How an actor is doing; "waiting" until its first snapshot has arrived (another tab's actor can be listed before it). */
export type ActorPhase = ActorStatus | 'waiting';

export function actorPhase(actor: Pick<InspectedActor, 'snapshot'>): ActorPhase {
  return actor.snapshot?.status ?? 'waiting';
}
