import type { FlowDocument } from '../../services/contracts/flow';
import { badInput } from '../graphql/errors';
import { checkFlowText } from './flowText';

export { FLOW_MAX_BYTES, flowMessages } from './flowText';

/**
 * The designer's flow text as a flow document, or BAD_USER_INPUT with the first problem:
 * too large, not JSON, not a flowDocument (unknown module types, missing START, connections
 * to missing modules, ...), or a fallback to a missing module.
 */
export function parseFlowText(text: string): FlowDocument {
  const checked = checkFlowText(text);
  if ('problem' in checked) throw badInput(checked.problem);
  return checked.flow;
}
