import { useState, type ComponentType } from 'react';
import type { FlowDocument, FlowModule, ModuleType } from '../../../../services/contracts/flow';
import { typedModule, type StoredModuleOf } from '../panelTesting';
import type { ModuleChange, PanelProps } from '../types';
import type { readFileActor } from './readFile';

/**
 * Test harness for the content panels: renders a panel as the side menu does and applies
 * each `update` to the module the way the designer's UPDATE_MODULE edit does (settings and
 * connections replaced), recording every change.
 */
export const targetModules: FlowModule[] = [
  { id: 'start', type: 'START', name: 'Start', position: { x: 0, y: 0 }, connections: [], settings: {} },
  { id: 'thanks', type: 'MESSAGE', name: 'Thanks', position: { x: 0, y: 90 }, connections: [], settings: {} },
  { id: 'goodbye', type: 'END', name: 'Goodbye', position: { x: 0, y: 180 }, connections: [], settings: {} },
];

type HarnessProps<T extends ModuleType> = {
  panel: ComponentType<PanelProps<T> & { readFile?: typeof readFileActor }>;
  /** The module as stored; the panel gets it typed, as the side menu gives it. */
  initial: StoredModuleOf<T>;
  readOnly?: boolean;
  changes: ModuleChange[];
  readFile?: typeof readFileActor;
};

export function PanelHarness<T extends ModuleType>({ panel: Panel, initial, readOnly = false, changes, readFile }: HarnessProps<T>) {
  const [module, setModule] = useState(() => typedModule(initial));
  const flow: FlowDocument = { formatVersion: 2, modules: [...targetModules, module] };
  return (
    <Panel
      module={module}
      flow={flow}
      access={readOnly ? 'VIEWER' : 'FULL'}
      readOnly={readOnly}
      companyId="c1"
      botId="b1"
      versionId="v1"
      leaveTo={() => {}}
      readFile={readFile}
      update={(change) => {
        changes.push(change);
        setModule((m) => ({ ...m, ...(change.settings ? { settings: change.settings } : {}), ...(change.connections ? { connections: change.connections } : {}) }));
      }}
    />
  );
}
