import type { DesignerEvent } from '../../../machines/designer/designer.machine';
import type { FlowModule } from '../../../services/contracts/modules';
import type { CommonSettings } from '../../../services/contracts/modules/common';
import type { DesignerActor } from '../../pages/designer/designerActor';
import { withSetting, type CommonField } from './rules';

/** The changes the side menu's parts make to the selected module; nothing is sent when read-only. */
export type ModuleEdits = {
  readOnly: boolean;
  send: (event: DesignerEvent) => void;
  /** Sets one common settings field (empty removes it) as one undoable step. */
  setSetting: <K extends CommonField>(key: K, value: CommonSettings[K]) => void;
};

export function moduleEdits(actor: DesignerActor, module: FlowModule, readOnly: boolean): ModuleEdits {
  const send = (event: DesignerEvent) => {
    if (!readOnly) actor.send(event);
  };
  return {
    readOnly,
    send,
    setSetting: (key, value) => send({ type: 'UPDATE_MODULE', id: module.id, settings: withSetting(module.settings, key, value) }),
  };
}
