import type { FlowModule, ModuleType } from '../../../../services/contracts/flow';
import type { FlowModuleOf } from '../../../../services/contracts/modules';
import { typedModule } from '../panelTesting';

export { fakeData, otherModules, renderPanel, type PanelOptions } from '../panelTesting';

/** The module under test in this group's panel tests (without notes, so changes compare exactly). */
export function moduleOf<T extends ModuleType>(type: T, settings: Record<string, unknown>, connections: FlowModule['connections'] = []): FlowModuleOf<T> {
  return typedModule({ id: 'panel-module', type, name: type, position: { x: 270, y: 0 }, connections, settings });
}
