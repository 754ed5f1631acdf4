import type { FlowModuleOf } from '../../../services/contracts/modules';
import type { Handover } from '../conversation';
import type { ModuleCompiler } from './compiler';

/** The handover a HANDOVER module asks for: its mode (internal when not chosen), department and contact center. */
function handoverOf(module: FlowModuleOf<'HANDOVER'>): Handover {
  const { mode, departmentID, contactCenterIntegrationId } = module.settings;
  return {
    moduleId: module.id,
    mode: mode || 'internal',
    ...(departmentID ? { departmentID } : {}),
    ...(contactCenterIntegrationId ? { contactCenterIntegrationId } : {}),
  };
}

/** HANDOVER, 'Forward To Human': the handover actor; the conversation is then handed over, a failure falls back. */
export const handoverCompiler: ModuleCompiler<'HANDOVER'> = {
  compile: (module, kit) => ({ final: false, state: kit.effect(module, 'handover', () => handoverOf(module), { target: '#handedOver' }, 'the handover failed') }),
  transitions(_module, kit) {
    kit.add('ok', 'effectOk', 'handed over to a person', 'handedOver');
    kit.fallBack('failed', 'effectFailed', 'the handover fails');
  },
  output: (module) => ({ kind: 'handedOver', handover: handoverOf(module) }),
  walk(module, kit) {
    kit.stop('handedOver', kit.answered({ kind: 'handover', moduleId: module.id, ok: true }), 'ok');
    kit.go('failed', kit.fallBack, kit.answered({ kind: 'handover', moduleId: module.id, ok: false }));
  },
};
