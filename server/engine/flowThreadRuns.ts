import { readStoredFlow } from '../../services/contracts/modules/storedFlow';
import type { TurnResult, EngineEffects } from './turn';
import { localRunner, outlineOf, type FlowOutline, type TurnStart, type VersionRunner, type VersionTurn } from './versionRunner';

/**
 * What the flow thread (flowThread.ts) and the server's thread say to each other. The server asks
 * to `prepare` a version (its stored flow as JSON text: read, checked and compiled there) and to
 * `run` turns of prepared versions; the thread asks the server for each side effect a turn needs
 * (`effect`) and the server answers it (`answer`), since the effects use the database, the mailer
 * and HTTP, which stay on the server's thread.
 */
export type ToFlowThread =
  | { kind: 'prepare'; id: number; versionId: string; flowText: string }
  | { kind: 'run'; id: number; versionId: string; turn: VersionTurn; start: TurnStart }
  | { kind: 'answer'; call: number; ok: true; value: unknown }
  | { kind: 'answer'; call: number; ok: false; error: unknown };

export type FromFlowThread =
  | { kind: 'prepared'; id: number; outline: FlowOutline }
  | { kind: 'notRunnable'; id: number }
  /** The version is not (or no longer) held by the thread: prepare it again. */
  | { kind: 'unknown'; id: number }
  | { kind: 'ran'; id: number; result: TurnResult }
  | { kind: 'failed'; id: number; error: unknown }
  | { kind: 'effect'; id: number; call: number; name: keyof EngineEffects; input: unknown };

const EFFECTS: Array<keyof EngineEffects> = ['integrationCall', 'sendEmail', 'handover', 'detectLanguage', 'generativeAnswer', 'aiPredict', 'zapierCall', 'agentReply', 'runCode'];

/** Versions a flow thread keeps compiled at most (the least recently used is dropped). */
export const FLOW_THREAD_VERSIONS = 50;

/**
 * The flow thread's side: the versions it holds compiled, by id, and the turns it runs on them,
 * each side effect asked of the server through `send`. `receive` takes the server's messages.
 */
export function flowThreadRuns(send: (message: FromFlowThread) => void, capacity = FLOW_THREAD_VERSIONS) {
  const versions = new Map<string, VersionRunner>();
  const calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let nextCall = 1;

  /** The effects of one turn, each a request to the server's thread. */
  const effectsOf = (id: number): EngineEffects =>
    Object.fromEntries(
      EFFECTS.map((name) => [
        name,
        (input: unknown) =>
          new Promise((resolve, reject) => {
            const call = nextCall++;
            calls.set(call, { resolve, reject });
            send({ kind: 'effect', id, call, name, input });
          }),
      ]),
    ) as EngineEffects;

  function prepare(id: number, versionId: string, flowText: string): void {
    let runner: VersionRunner;
    let outline: FlowOutline;
    try {
      const read = readStoredFlow(JSON.parse(flowText));
      if (!read.ok) return send({ kind: 'notRunnable', id });
      runner = localRunner(read.flow);
      outline = outlineOf(read.flow);
    } catch {
      return send({ kind: 'notRunnable', id });
    }
    versions.delete(versionId);
    versions.set(versionId, runner);
    while (versions.size > capacity) versions.delete(versions.keys().next().value!);
    send({ kind: 'prepared', id, outline });
  }

  async function run(id: number, versionId: string, turn: VersionTurn, start: TurnStart): Promise<void> {
    const runner = versions.get(versionId);
    if (!runner) return send({ kind: 'unknown', id });
    versions.delete(versionId);
    versions.set(versionId, runner);
    try {
      send({ kind: 'ran', id, result: await runner.run(effectsOf(id), turn, start) });
    } catch (error) {
      send({ kind: 'failed', id, error });
    }
  }

  return {
    receive(message: ToFlowThread): void {
      if (message.kind === 'prepare') return prepare(message.id, message.versionId, message.flowText);
      if (message.kind === 'run') return void run(message.id, message.versionId, message.turn, message.start);
      const call = calls.get(message.call);
      if (!call) return;
      calls.delete(message.call);
      if (message.ok) call.resolve(message.value);
      else call.reject(message.error);
    },
  };
}
