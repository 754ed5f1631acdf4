import { aiConnectionsMachine, type AiConnectionsContext } from '../../../machines/ai/aiConnections.machine';
import type { AiConnectionRow } from '../../../machines/ai/aiConnections';
import { SECRET_MASK } from '../../../services/contracts/aiConnections';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const stored = (modelType: string) => ({
  modelType,
  deploymentName: `${modelType}-d`,
  resourceName: 'res',
  endpoint: 'https://res.openai.example.com',
  azureKey: SECRET_MASK,
});
export const luisRow: AiConnectionRow = {
  id: 'l1',
  name: 'Support LUIS',
  type: 'LuisCloud',
  kind: 'luisCloud',
  backend: 'Azure',
  projectName: 'app-1',
  settings: { token: 'app-1', subscriptionKey: SECRET_MASK },
};
export const genAiRow: AiConnectionRow = {
  id: 'g1',
  name: 'Answers GenAI',
  type: 'Generative AI',
  kind: 'generativeCustom',
  backend: 'Azure OpenAI',
  projectName: 'gpt-35-turbo-d',
  settings: { isDefaultProvider: false, generativeAIProviderProperties: { generativeModels: [stored('gpt-35-turbo')], vectorSearchModels: [stored('text-embedding-ada-002')] } },
};
/** A complete deployment of the vector-search group: an edited generative model given this type moves there. */
export const filledVectorModel = {
  modelType: 'text-embedding-3-small',
  deploymentName: 'emb',
  resourceName: 'res',
  endpoint: 'https://res.openai.example.com',
  azureKey: 'new-key',
};

const rowsRead = done('loadConnections', [luisRow, genAiRow]);
const events = [
  { type: 'RETRY' },
  { type: 'ADD_AI' },
  { type: 'CHOOSE_KIND', kind: 'luisCloud' },
  { type: 'CHOOSE_KIND', kind: 'generativeCustom' },
  { type: 'CHOOSE_KIND', kind: 'alexa' },
  { type: 'EDIT', id: 'g1' },
  { type: 'EDIT', id: 'l1' },
  { type: 'DELETE', id: 'l1' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'CLOSE' },
  { type: 'SET_TAB', tab: 'DEPLOYMENTS' },
  { type: 'SET_KIND', kind: 'builtInNlu' },
  { type: 'SET_NAME', value: 'Support AI' },
  { type: 'SET_FIELDS', values: { endpoint: 'not an address' } },
  { type: 'ADD_DEPLOYMENT' },
  { type: 'EDIT_DEPLOYMENT', group: 'generative', index: 0 },
  { type: 'REMOVE_DEPLOYMENT', group: 'vectorSearch', index: 0 },
  { type: 'SET_MODEL_FIELDS', values: filledVectorModel },
  { type: 'SAVE_DEPLOYMENT' },
  { type: 'SAVE' },
  rowsRead,
  done('loadConnections', []),
  failed('loadConnections', httpFailure(500)),
  failed('loadConnections', httpFailure(403)),
  done('saveConnection', { id: 'new' }),
  failed('saveConnection', httpFailure(402, { message: 'This AI name is already in use' })),
  failed('saveConnection', httpFailure(403, { message: 'Please double check your configurations' })),
  failed('saveConnection', networkFailure),
  failed('saveConnection', httpFailure(400, { message: 'Please enter a valid url' })),
  done('deleteConnection', { success: true, statusCode: 200 }),
  failed('deleteConnection', httpFailure(400, { message: 'You can not remove this account, please check support team.' })),
  failed('deleteConnection', networkFailure),
];

export const aiConnectionsModel: CatalogueEntry = {
  machine: aiConnectionsMachine,
  appActions: [],
  scenarios: [
    // A new company (the browser's own): the tab reads no rows, so the cards, the popup and its deployments are reached without stored connections.
    { name: 'an ADMIN sets up the first AI connection', input: { companyId: 'c1', canEdit: true }, events: events.filter((event) => event !== rowsRead) },
    { name: 'an ADMIN manages the AI connections', input: { companyId: 'c1', canEdit: true }, events },
    { name: 'a USER reads the AI connections', input: { companyId: 'c1', canEdit: false }, events },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as AiConnectionsContext;
    const d = c.draft;
    return [
      c.canEdit,
      c.connections.length > 0,
      d?.mode,
      d?.kind,
      c.tab,
      (d?.generativeModels.length ?? 0) > 1,
      (d?.vectorSearchModels.length ?? 0) > 1,
      c.deployment ? (c.deployment.at?.group ?? 'new') : null,
      c.deployment?.model.deploymentName !== '',
      c.pendingDelete?.id,
      c.error?.key,
      c.notice?.key,
    ];
  }),
};
