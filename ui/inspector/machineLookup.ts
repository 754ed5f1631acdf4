import type { AnyStateMachine } from 'xstate';
import { workflowMachines } from '../../machines/workflowMachines';
import type { InspectionStore } from './inspectionStore';
import { actorKey, type InspectedActor } from './types';

const byId = new Map<string, AnyStateMachine>(Object.values(workflowMachines).map((machine) => [machine.id, machine]));

/**
 * The machine an actor runs, for its diagram: a live actor of this tab brings its own
 * logic; an actor of another tab is looked up by its machine id among machines/.
 */
export function machineOf(store: InspectionStore, actor: InspectedActor): AnyStateMachine | null {
  if (!actor.machineId) return null;
  const logic = store.ref(actorKey(actor))?.logic as Partial<AnyStateMachine> | undefined;
  if (logic?.root && logic.id === actor.machineId) return logic as AnyStateMachine;
  return byId.get(actor.machineId) ?? null;
}
