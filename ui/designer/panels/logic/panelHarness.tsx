import type { FlowModule } from '../../../../services/contracts/flow';
import { moduleOf as sharedModuleOf } from '../panelTesting';

export { fakeData, otherModules, renderPanel, type PanelOptions } from '../panelTesting';

/** The module under test in this group's panel tests (without notes, so changes compare exactly). */
export function moduleOf(type: FlowModule['type'], settings: Record<string, unknown>, connections: FlowModule['connections'] = []): FlowModule {
  const module = sharedModuleOf(type, settings, connections, 'panel-module');
  return { ...module, settings };
}
