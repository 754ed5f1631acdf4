import type { JsonValue } from './jsonSafe';
import type { InspectedActor, LogEntry } from './types';

export const EXPORT_FORMAT = 'console-inspector-log';

/** The JSON a developer downloads: one actor, its input and its event log. replayLog reads it back. */
export type ExportedLog = {
  format: typeof EXPORT_FORMAT;
  version: 1;
  exportedAt: string;
  actor: { id: string; sessionId: string; machineId: string | null; systemId: string | null; input: JsonValue };
  entries: LogEntry[];
};

export function exportLog(actor: InspectedActor, now: Date = new Date()): ExportedLog {
  return {
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    actor: { id: actor.id, sessionId: actor.sessionId, machineId: actor.machineId, systemId: actor.systemId, input: actor.input },
    entries: actor.log,
  };
}

/** The download's file name: the machine (or actor) id and the time. */
export function exportFileName(log: ExportedLog): string {
  const name = (log.actor.machineId ?? log.actor.id).replace(/[^a-zA-Z0-9_-]+/g, '-');
  return `${name}-log-${log.exportedAt.replace(/[:.]/g, '-')}.json`;
}
