import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compileFlow } from '../../../machines/flow/compile';
import { activeNodeIds, statechartGraph } from '../../../machines/inspect/statechartGraph';
import type { ConversationInspection } from '../../../services/contracts/conversationInspect';
import { StatechartView } from '../../statechart/StatechartView';
import { endedActive, lastModuleEdge, moduleOfNode, withModuleNames } from './inspectorRules';

export type FlowDiagramProps = { inspection: ConversationInspection; title: string; onSelectModule: (moduleId: string) => void };

/** The conversation's flow compiled as the engine compiles it, drawn with its current state and last move. */
export function FlowDiagram({ inspection, title, onSelectModule }: FlowDiagramProps) {
  const { t } = useTranslation('conversationInspector');
  const { flow } = inspection;
  const compiled = useMemo(() => {
    if (!flow) return null;
    const machine = compileFlow(flow);
    return { machine, graph: withModuleNames(statechartGraph(machine)) };
  }, [flow]);
  if (!compiled) return <p>{t('diagram.noFlow')}</p>;
  const { machine, graph } = compiled;
  const active = inspection.stateValue !== null ? activeNodeIds(machine, inspection.stateValue) : endedActive(graph, inspection.moduleId);
  const lastTransition = lastModuleEdge(graph, inspection.steps, inspection.moduleId, inspection.versionId);
  return (
    <StatechartView
      graph={graph}
      active={active}
      lastTransition={lastTransition}
      title={title}
      onSelectNode={(nodeId) => {
        const moduleId = moduleOfNode(graph, nodeId);
        if (moduleId) onSelectModule(moduleId);
      }}
    />
  );
}
