import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import type { FlowDocument, FlowModule } from '../../../../services/contracts/flow';
import type { DesignerData } from '../../../../services/designerData';
import { Toasts } from '../../../kit/Toasts';
import { DesignerDataProvider } from '../dataContext';
import type { ModuleChange, PanelProps } from '../types';

/**
 * Test support for the panels of this group: renders a panel the way the side menu does,
 * with fake server calls (any call a test does not fake rejects and fails the test loudly),
 * and applies every `update` to the module so the panel re-renders with what it stored.
 */
export function fakeData(calls: Partial<DesignerData>): DesignerData {
  return new Proxy(calls as DesignerData, {
    get: (target, name: string) => target[name as keyof DesignerData] ?? (() => Promise.reject(new Error(`${name} is not faked in this test`))),
  });
}

/** Other modules of the flow, offered by the target pickers. */
export const otherModules: FlowModule[] = [
  { id: 'start', type: 'START', name: 'Start', position: { x: 0, y: 0 }, connections: [], settings: {} },
  { id: 'thanks', type: 'MESSAGE', name: 'Thanks', position: { x: 90, y: 0 }, connections: [], settings: {} },
  { id: 'sorry', type: 'MESSAGE', name: 'Sorry', position: { x: 180, y: 0 }, connections: [], settings: {} },
];

export function moduleOf(type: FlowModule['type'], settings: Record<string, unknown>, connections: FlowModule['connections'] = []): FlowModule {
  return { id: 'panel-module', type, name: type, position: { x: 270, y: 0 }, connections, settings };
}

export type PanelOptions = { data?: Partial<DesignerData>; readOnly?: boolean };

export function renderPanel(Panel: ComponentType<PanelProps>, initial: FlowModule, options: PanelOptions = {}) {
  const changes: ModuleChange[] = [];
  const leaveTo = vi.fn<(path: string) => void>();
  let current = initial;
  function Host() {
    const [module, setModule] = useState(initial);
    const flow: FlowDocument = { formatVersion: 1, modules: [...otherModules, module] };
    const update = (change: ModuleChange) => {
      changes.push(change);
      setModule((previous) => {
        current = { ...previous, settings: change.settings ?? previous.settings, connections: change.connections ?? previous.connections };
        return current;
      });
    };
    return (
      <Panel
        module={module}
        flow={flow}
        access={options.readOnly ? 'VIEWER' : 'FULL'}
        readOnly={options.readOnly ?? false}
        companyId="company-1"
        botId="bot-1"
        versionId="version-1"
        update={update}
        leaveTo={leaveTo}
      />
    );
  }
  const view = render(
    <DesignerDataProvider data={fakeData(options.data ?? {})}>
      <Host />
      <Toasts />
    </DesignerDataProvider>,
  );
  return { ...view, changes, leaveTo, module: () => current };
}
