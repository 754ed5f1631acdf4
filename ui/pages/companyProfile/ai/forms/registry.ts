import type { ComponentType } from 'react';
import type { AiConnectionKind } from '../../../../../services/contracts/aiConnections';
import type { AiFormProps } from './AiFormParts';
import { BuiltInNluForm } from './builtInNlu';
import { CluForm } from './clu';
import { DialogflowForm } from './dialogflow';
import { GenerativeCustomForm } from './generativeCustom';
import { GenerativeDefaultForm } from './generativeDefault';
import { LuisCloudForm } from './luisCloud';
import { LuisOnPremiseForm } from './luisOnPremise';
import { WatsonForm } from './watson';

/** The CONFIGURATIONS form of each AI connection kind: a kind missing here is a type error. */
export const aiConnectionForms: { readonly [K in AiConnectionKind]: ComponentType<AiFormProps> } = {
  builtInNlu: BuiltInNluForm,
  dialogflow: DialogflowForm,
  luisCloud: LuisCloudForm,
  luisOnPremise: LuisOnPremiseForm,
  watson: WatsonForm,
  clu: CluForm,
  generativeCustom: GenerativeCustomForm,
  generativeDefault: GenerativeDefaultForm,
};
