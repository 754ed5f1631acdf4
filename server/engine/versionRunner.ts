import type { AnyStateMachine } from 'xstate';
import { compileFlow } from '../../machines/flow/compile';
import type { FlowDocument } from '../../services/contracts/flow';
import type { VoteSettings } from '../votes/deepLinks';
import { runTurn, type EngineEffects, type TurnInput, type TurnResult } from './turn';

/** What a turn of a version starts from (runTurn's input). */
export type VersionTurn = TurnInput;

/**
 * What the conversation service needs to know of a version's flow besides running it, as plain
 * data (it crosses to and from the flow thread): each module's type, the vote settings of the END
 * modules that ask for a vote, the fallback of each SWITCH.
 */
export type FlowOutline = {
  types: Record<string, string>;
  votes: Record<string, VoteSettings>;
  fallbacks: Record<string, string>;
};

export function outlineOf(flow: FlowDocument): FlowOutline {
  const outline: FlowOutline = { types: {}, votes: {}, fallbacks: {} };
  for (const module of flow.modules) {
    outline.types[module.id] = module.type;
    if (module.type === 'END' && module.settings.vote?.enabled === true) outline.votes[module.id] = module.settings.vote;
    if (module.type === 'SWITCH' && module.fallback) outline.fallbacks[module.id] = module.fallback;
  }
  return outline;
}

/**
 * Where a turn begins: at START as the flow says, or (`fallbackOf`, a SWITCH whose assistant
 * cannot be reached) from START straight on to that SWITCH's fallback, or nowhere when it has none.
 */
export type TurnStart = { fallbackOf?: string };

/** A saved version that runs turns: compiled here (a small flow) or on the flow thread (a big one). */
export type VersionRunner = {
  run(effects: EngineEffects, turn: VersionTurn, start?: TurnStart): Promise<TurnResult>;
};

/** The flow with START leading to `target` (or nowhere): how a refused SWITCH goes on at its fallback. */
function startingAt(flow: FlowDocument, target: string | undefined): FlowDocument {
  return { ...flow, modules: flow.modules.map((m) => (m.type === 'START' ? { ...m, connections: target ? [{ id: target }] : [] } : m)) };
}

/**
 * Compiles a version's flow now (throws when it cannot run) and runs its turns on this thread;
 * a SWITCH's fallback start is compiled when first needed and kept.
 */
export function localRunner(flow: FlowDocument): VersionRunner {
  const machine = compileFlow(flow);
  const outline = outlineOf(flow);
  const fallbackMachines = new Map<string, AnyStateMachine>();
  const machineFor = (start: TurnStart): AnyStateMachine => {
    if (start.fallbackOf === undefined) return machine;
    const target = outline.fallbacks[start.fallbackOf];
    const key = target ?? '';
    let found = fallbackMachines.get(key);
    if (!found) {
      found = compileFlow(startingAt(flow, target));
      fallbackMachines.set(key, found);
    }
    return found;
  };
  return { run: (effects, turn, start = {}) => runTurn(machineFor(start), effects, turn) };
}
