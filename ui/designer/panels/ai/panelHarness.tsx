import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import type { FlowDocument, FlowModule, ModuleType } from '../../../../services/contracts/flow';
import { typedModule, type StoredModuleOf } from '../panelTesting';
import type { AiConnectionSummary, DesignerData } from '../../../../services/contracts/designerData';
import { DesignerDataProvider } from '../dataContext';
import type { DesignerAccess, ModuleChange, PanelProps } from '../types';

/** Test support: the AI panels with fake server calls (an unfaked call rejects) and every update applied. */
export function fakeData(calls: Partial<DesignerData>): DesignerData {
  return new Proxy(calls as DesignerData, {
    get: (target, name: string) => target[name as keyof DesignerData] ?? (() => Promise.reject(new Error(`${name} is not faked in this test`))),
  });
}

export const connection = (id: string, type: string, settings: Record<string, unknown> = {}): AiConnectionSummary => ({
  id,
  name: `${type} connection`,
  companyId: 'company-1',
  type,
  backend: null,
  projectName: null,
  settings,
});

const others: FlowModule[] = [
  { id: 'start', type: 'START', name: 'Start', position: { x: 0, y: 0 }, connections: [], settings: {} },
  { id: 'thanks', type: 'MESSAGE', name: 'Thanks', position: { x: 90, y: 0 }, connections: [], settings: {} },
];

export function aiModule<T extends 'AI' | 'GENERATIVE'>(type: T, settings: Record<string, unknown>, connections: FlowModule['connections'] = []): StoredModuleOf<T> {
  return { id: 'ai-module', type, name: type, position: { x: 270, y: 0 }, connections, settings };
}

export function renderAiPanel<T extends ModuleType>(Panel: ComponentType<PanelProps<T>>, stored: StoredModuleOf<T>, data: Partial<DesignerData>, access: DesignerAccess = 'FULL') {
  const changes: ModuleChange<T>[] = [];
  const leaveTo = vi.fn<(path: string) => void>();
  const initial = typedModule(stored);
  let current = initial;
  function Host() {
    const [module, setModule] = useState(initial);
    const flow: FlowDocument = { formatVersion: 2, modules: [...others, module] };
    const update = (change: ModuleChange<T>) => {
      changes.push(change);
      current = { ...current, settings: change.settings ?? current.settings, connections: change.connections ?? current.connections };
      setModule(current);
    };
    return (
      <Panel
        module={module}
        flow={flow}
        access={access}
        readOnly={access === 'VIEWER'}
        companyId="company-1"
        botId="bot-1"
        versionId="version-1"
        update={update}
        leaveTo={leaveTo}
      />
    );
  }
  const view = render(
    <DesignerDataProvider data={fakeData(data)}>
      <Host />
    </DesignerDataProvider>,
  );
  return { ...view, user: userEvent.setup(), changes, leaveTo, module: () => current };
}
