import type { FlowConnection, FlowDocument } from '../../../../services/contracts/flow';
import { ModulePicker } from './ModulePicker';
import { targetOf, withTarget } from './moduleEdit';

type Props = {
  label: string;
  /** The module whose next connection is picked (it is not offered as its own target). */
  module: { id: string; connections: FlowConnection[] };
  flow: FlowDocument;
  readOnly: boolean;
  /** The module's connections with the picked target as its next one. */
  onChange: (connections: FlowConnection[]) => void;
};

/** Where a module goes next (its plain connection), picked from the flow's other modules. */
export function NextModulePicker({ label, module, flow, readOnly, onChange }: Props) {
  return (
    <ModulePicker
      label={label}
      flow={flow}
      exclude={[module.id]}
      value={targetOf(module.connections)}
      onChange={(id) => onChange(withTarget(module.connections, undefined, id))}
      isDisabled={readOnly}
    />
  );
}
