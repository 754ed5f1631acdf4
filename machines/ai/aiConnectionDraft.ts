import {
  aiConnectionDefinitions,
  BUILT_IN_NLU_LANGUAGES,
  DEFAULT_GENERATIVE_MODEL,
  DEFAULT_VECTOR_SEARCH_MODEL,
  type AiConnectionKind,
} from '../../services/contracts/aiConnections';
import { commonTexts, type TextRef } from '../shared/text';
import type { AiConnectionRow } from './aiConnections';
import { aiConnectionTexts, messageText } from './aiConnectionTexts';

/**
 * The AI creation popup's form (spec 02 sections 3, 4 and 5), pure: the fields of each kind,
 * the custom generative connection's deployments, and the checks before saving.
 */
export type PopupTab = 'OVERVIEW' | 'CONFIGURATIONS' | 'DEPLOYMENTS';
export type ModelGroup = 'generative' | 'vectorSearch';
export const MODEL_FIELDS = ['modelType', 'deploymentName', 'resourceName', 'endpoint', 'azureKey'] as const;
export type ModelField = (typeof MODEL_FIELDS)[number];
export type DeploymentModel = Record<ModelField, string>;

/** The model types, grouped Generative and VectorSearch (spec 02 section 3). */
export const GENERATIVE_MODEL_TYPES = [DEFAULT_GENERATIVE_MODEL, 'gpt-35-turbo-16k', 'gpt-4', 'gpt-4-32k', 'gpt-4o', 'gpt-4o-mini'] as const;
export const VECTOR_SEARCH_MODEL_TYPES = [DEFAULT_VECTOR_SEARCH_MODEL, 'text-embedding-3-small', 'text-embedding-3-large'] as const;
export const groupOfModelType = (type: string): ModelGroup => ((VECTOR_SEARCH_MODEL_TYPES as readonly string[]).includes(type) ? 'vectorSearch' : 'generative');

/** Primary languages of CLU: en-GB first (the default), then en-US, tr-TR and others. */
export const PRIMARY_LANGUAGES = [
  'en-GB',
  'en-US',
  'tr-TR',
  'de-DE',
  'ar-SA',
  'fr-FR',
  'es-ES',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'pt-PT',
  'ru-RU',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'hi-IN',
] as const;

export type FieldSpec = { name: string; secret?: boolean; multiline?: boolean; optional?: boolean; options?: readonly string[] };

/** The CONFIGURATIONS fields of each kind, in the order the form shows them. */
export const KIND_FIELDS: Record<AiConnectionKind, readonly FieldSpec[]> = {
  builtInNlu: [{ name: 'language', options: BUILT_IN_NLU_LANGUAGES }],
  dialogflow: [{ name: 'projectId' }, { name: 'jsonKey', secret: true, multiline: true }],
  luisCloud: luisFields(),
  luisOnPremise: luisFields(),
  watson: [{ name: 'watson_url' }, { name: 'watson_api_key', secret: true }, { name: 'watson_workspace_id' }],
  clu: [
    { name: 'endpoint' },
    { name: 'projectName' },
    { name: 'subscriptionKey', secret: true },
    { name: 'deploymentName' },
    { name: 'primaryLanguage', options: PRIMARY_LANGUAGES },
    { name: 'trainingModelName' },
  ],
  generativeCustom: [],
  generativeDefault: [],
};

function luisFields(): FieldSpec[] {
  return [
    { name: 'token' },
    { name: 'subscriptionKey', secret: true },
    { name: 'predictionPrimaryKey', secret: true },
    { name: 'endpoint' },
    { name: 'managementEndpoint' },
    { name: 'pipelineProviderUrl', optional: true },
  ];
}

/** The kinds the cards offer with no connection yet (the built-in NLU first), and the Add AI chooser's. */
export const CARD_KINDS: readonly AiConnectionKind[] = ['builtInNlu', 'dialogflow', 'luisCloud', 'watson', 'clu', 'generativeCustom', 'generativeDefault'];
export const CHOOSER_KINDS: readonly AiConnectionKind[] = ['builtInNlu', 'dialogflow', 'luisCloud', 'watson', 'clu'];
/** The provider types the popup's type list offers; Luis cloud is the default. */
export const POPUP_KINDS: readonly AiConnectionKind[] = ['builtInNlu', 'luisCloud', 'luisOnPremise', 'dialogflow', 'watson', 'clu', 'generativeCustom', 'generativeDefault'];
export const DEFAULT_KIND: AiConnectionKind = 'luisCloud';

export type Draft = {
  mode: 'create' | 'edit';
  /** The connection an edit changes. */
  id: string | null;
  kind: AiConnectionKind;
  name: string;
  fields: Record<string, string>;
  generativeModels: DeploymentModel[];
  vectorSearchModels: DeploymentModel[];
};

export const blankModel = (modelType: string): DeploymentModel => ({ modelType, deploymentName: '', resourceName: '', endpoint: '', azureKey: '' });
/** The lists a new popup (and every create or update attempt) starts from: one blank default entry each. */
export const defaultModels = () => ({ generativeModels: [blankModel(DEFAULT_GENERATIVE_MODEL)], vectorSearchModels: [blankModel(DEFAULT_VECTOR_SEARCH_MODEL)] });

const defaultFields = (kind: AiConnectionKind): Record<string, string> => Object.fromEntries(KIND_FIELDS[kind].map((field) => [field.name, field.options?.[0] ?? '']));

export function newDraft(kind: AiConnectionKind): Draft {
  return { mode: 'create', id: null, kind, name: '', fields: defaultFields(kind), ...defaultModels() };
}

/** A draft with another provider type: its own fields, the name and deployments kept. */
export const withKind = (draft: Draft, kind: AiConnectionKind): Draft => ({ ...draft, kind, fields: defaultFields(kind) });

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const modelOf = (value: unknown): DeploymentModel => {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(MODEL_FIELDS.map((field) => [field, text(source[field])])) as DeploymentModel;
};

/** The Edit GenAI form of a stored connection: its name and deployments, each key reading as the mask (kept when not retyped). */
export function draftOfRow(row: AiConnectionRow): Draft {
  const kind = row.kind ?? DEFAULT_KIND;
  const properties = (row.settings['generativeAIProviderProperties'] ?? {}) as Record<string, unknown>;
  const list = (value: unknown) => (Array.isArray(value) ? value.map(modelOf) : []);
  return {
    mode: 'edit',
    id: row.id,
    kind,
    name: row.name,
    fields: Object.fromEntries(KIND_FIELDS[kind].map((field) => [field.name, text(row.settings[field.name])])),
    generativeModels: list(properties['generativeModels']),
    vectorSearchModels: list(properties['vectorSearchModels']),
  };
}

/** The settings the draft saves, as the kind's contract reads them. */
export function settingsOf(draft: Draft): Record<string, unknown> {
  if (draft.kind === 'generativeCustom')
    return { isDefaultProvider: false, generativeAIProviderProperties: { generativeModels: draft.generativeModels, vectorSearchModels: draft.vectorSearchModels } };
  if (draft.kind === 'generativeDefault') return { isDefaultProvider: true };
  const settings: Record<string, unknown> = {};
  for (const field of KIND_FIELDS[draft.kind]) {
    const value = (draft.fields[field.name] ?? '').trim();
    if (value !== '' || !field.optional) settings[field.name] = value;
  }
  return settings;
}

export const modelFilled = (model: DeploymentModel) => MODEL_FIELDS.every((field) => model[field].trim() !== '');
export const modelsOf = (draft: Draft, group: ModelGroup) => (group === 'generative' ? draft.generativeModels : draft.vectorSearchModels);

/** The first generation and vector model can be edited but removed only while the list has more than one. */
export const canRemoveModel = (draft: Draft, group: ModelGroup, index: number) => index >= 0 && index < modelsOf(draft, group).length && modelsOf(draft, group).length > 1;

export function withoutModel(draft: Draft, group: ModelGroup, index: number): Draft {
  const list = modelsOf(draft, group).filter((_, i) => i !== index);
  return group === 'generative' ? { ...draft, generativeModels: list } : { ...draft, vectorSearchModels: list };
}

/** Saves an edited (or new) model: appended to its type's group; an edit whose type changed group moves it. */
export function withModel(draft: Draft, model: DeploymentModel, at: { group: ModelGroup; index: number } | null): Draft {
  const target = groupOfModelType(model.modelType);
  let next = draft;
  if (at && at.group === target) {
    const list = modelsOf(draft, target).map((m, i) => (i === at.index ? model : m));
    return target === 'generative' ? { ...draft, generativeModels: list } : { ...draft, vectorSearchModels: list };
  }
  if (at) next = withoutModel(draft, at.group, at.index);
  const list = [...modelsOf(next, target), model];
  return target === 'generative' ? { ...next, generativeModels: list } : { ...next, vectorSearchModels: list };
}

export type DraftCheck = { fieldErrors: Record<string, TextRef>; error: TextRef | null };

/**
 * The checks before saving (spec 02 section 5): the name (required, at least 2 characters),
 * the kind's settings by its contract (the same texts the server answers), and for custom
 * Generative AI at least one complete generative and one complete vector-search model.
 */
export function checkDraft(draft: Draft): DraftCheck {
  const fieldErrors: Record<string, TextRef> = {};
  const name = draft.name.trim();
  if (name === '') fieldErrors['name'] = { key: commonTexts.fieldEmpty };
  else if (name.length < 2) fieldErrors['name'] = { key: commonTexts.nameTooShort };
  if (draft.kind === 'generativeCustom') {
    if (!draft.generativeModels.length || !draft.generativeModels.every(modelFilled)) return { fieldErrors, error: { key: aiConnectionTexts.fillGenerativeModel } };
    if (!draft.vectorSearchModels.length || !draft.vectorSearchModels.every(modelFilled)) return { fieldErrors, error: { key: aiConnectionTexts.addDeployments } };
  }
  const parsed = aiConnectionDefinitions[draft.kind].settings.safeParse(settingsOf(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const known = KIND_FIELDS[draft.kind].some((f) => f.name === field);
      if (known && !fieldErrors[field]) fieldErrors[field] = messageText(issue.message, aiConnectionTexts.createFailed);
      else if (!known) return { fieldErrors, error: messageText(issue.message, aiConnectionTexts.createFailed) };
    }
  }
  return { fieldErrors, error: null };
}

export const draftIsValid = (draft: Draft) => {
  const check = checkDraft(draft);
  return check.error === null && Object.keys(check.fieldErrors).length === 0;
};
