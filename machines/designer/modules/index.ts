import type { FlowConnection, FlowModule, ModuleType } from '../../../services/contracts/flow';
import type { OutputSlot } from '../outputSlot';
import type { RequiredFieldKind } from '../requiredFields';
import { aiDesign } from './ai';
import { codeStationDesign } from './codeStation';
import { commerceDesign } from './commerce';
import type { CommonOutput, ModuleDesign, ModuleDesigns } from './design';
import { ecommerceDesign } from './ecommerce';
import { emailDesign } from './email';
import { endDesign } from './end';
import { generativeDesign } from './generative';
import { genericDesign } from './generic';
import { handoverDesign } from './handover';
import { inputDesign } from './input';
import { integrationDesign } from './integration';
import { languageDesign } from './language';
import { logicDesign } from './logic';
import { messageDesign } from './message';
import { paymentDesign } from './payment';
import { paymentsDesign } from './payments';
import { selectionDesign } from './selection';
import { startDesign } from './start';
import { supportAgentDesign } from './supportAgent';
import { switchDesign } from './switch';
import { thirdPartyDesign } from './thirdParty';
import { zapierDesign } from './zapier';

/**
 * The designer's rules of the module types, one per type (a missing or extra entry is a type
 * error), each in the file named as the type's settings schema in services/contracts/modules.
 * The slot table (slots.ts) and the save check (validate.ts) ask this registry; adding a
 * type is adding its file and its entry here. The designer's layer keeps its own registry
 * beside the compiler's (machines/flow/modules): the canvas and the server's publish check
 * load these rules without the engine's compile steps, and each layer keeps one file per type.
 */
export const moduleDesigns: ModuleDesigns = {
  START: startDesign,
  MESSAGE: messageDesign,
  SELECTION: selectionDesign,
  SUPPORT_AGENT: supportAgentDesign,
  AI: aiDesign,
  HANDOVER: handoverDesign,
  SWITCH: switchDesign,
  END: endDesign,
  CODESTATION: codeStationDesign,
  INTEGRATION: integrationDesign,
  LOGIC: logicDesign,
  INPUT: inputDesign,
  ZAPIER: zapierDesign,
  COMMERCE: commerceDesign,
  PAYMENT: paymentDesign,
  THIRDPARTY: thirdPartyDesign,
  ECOMMERCE: ecommerceDesign,
  EMAIL: emailDesign,
  LANGUAGE: languageDesign,
  GENERATIVE: generativeDesign,
  PAYMENTS: paymentsDesign,
  GENERIC: genericDesign,
};

/**
 * The entry of a module's own type. The registry holds ModuleDesign<T> under the key T, so the
 * entry its type selects takes that very module; TypeScript does not pair a module of the
 * union of types with the entry its type selects, hence this one cast. The functions below
 * pass it only the module it was looked up by.
 */
function designOf(module: FlowModule): ModuleDesign<ModuleType> {
  return moduleDesigns[module.type] as ModuleDesign<ModuleType>;
}

/** The outputs of the module's own kind . */
export function ownSlots(module: FlowModule): OutputSlot[] {
  return designOf(module).slots?.(module) ?? [];
}

/** Whether a module of this type has the common output (an input, next, a fallback). */
export const hasOutput = (type: ModuleType, output: CommonOutput): boolean => !moduleDesigns[type].without?.includes(output);

/** Whether the connection belongs to a slot the module keeps elsewhere; null: its drawn slots decide. */
export function ownsConnection(module: FlowModule, connection: FlowConnection): boolean | null {
  return designOf(module).ownsConnection?.(module, connection) ?? null;
}

/** The required fields a module leaves empty, in the order its panel shows them. */
export function missingFields(module: FlowModule): RequiredFieldKind[] {
  return designOf(module).missingFields?.(module) ?? [];
}
