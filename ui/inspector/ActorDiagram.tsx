import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine, StateValue } from 'xstate';
import { activeNodeIds, statechartGraph, takenEdge } from '../../machines/inspect/statechartGraph';
import { StatechartView } from '../statechart/StatechartView';
import type { LogEntry } from './types';

type Props = { machine: AnyStateMachine; value: StateValue; previous: LogEntry | null; current: LogEntry | null };

/** The actor's statechart with its active states lit and the step that led there animated. */
export function ActorDiagram({ machine, value, previous, current }: Props) {
  const { t } = useTranslation('inspector');
  const graph = useMemo(() => statechartGraph(machine), [machine]);
  const active = useMemo(() => activeNodeIds(machine, value), [machine, value]);
  const before = previous?.value ? activeNodeIds(machine, previous.value as StateValue) : [];
  const edge = current && previous ? takenEdge(graph, current.eventType, before, active) : null;
  return (
    <div className="inspector-diagram">
      <StatechartView graph={graph} active={active} lastTransition={edge?.id ?? null} title={machine.id} />
      <p className="visually-hidden" aria-live="polite">
        {`${t('details.states')}: ${active.join(', ')} ${t('details.active')}`}
      </p>
    </div>
  );
}
