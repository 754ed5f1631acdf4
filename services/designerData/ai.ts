import type { AiData } from './index';

// Replaced by the real calls in the next commits of this area.
const unavailable = () => Promise.reject(new Error('unavailable'));

export const aiData: AiData = {
  aiConnections: unavailable,
  intentsOf: unavailable,
  entitiesOf: unavailable,
  addIntent: unavailable,
  removeIntent: unavailable,
  addEntity: unavailable,
  removeEntity: unavailable,
  updateEntityLabels: unavailable,
  intentDetails: unavailable,
  addUtterance: unavailable,
  removeUtterance: unavailable,
  updateIntent: unavailable,
  intentsAndUtterances: unavailable,
  importIntents: unavailable,
  train: unavailable,
  trainingStatus: unavailable,
  publish: unavailable,
  predict: unavailable,
  knowledgeBases: unavailable,
  knowledgeBaseIntents: unavailable,
};
