import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { insertKnowledgeBase } from '../knowledgeBase/knowledgeBaseStore';
import { startTraining } from '../providers/ai/sandboxAdapter';
import * as store from '../providers/ai/sandboxStore';
import { insertAiConnection } from './aiConnectionStore';

/** The demo company's AI data, so the AI Action and Auto Generative panels have something to show on first start. */
const DIALOGFLOW_INTENTS = [
  { name: 'Greeting', utterances: ['Hello', 'Hi there', 'Good morning', 'Hey, is anyone there?'], parameters: [] },
  {
    name: 'OrderStatus',
    utterances: ['Where is my order?', 'Track my order 1042', 'When will my package arrive?', 'I want to check my delivery status'],
    parameters: [{ name: 'orderNumber', entity: 'sys.number' }],
  },
  { name: 'CancelOrder', utterances: ['I want to cancel my order', 'Please cancel the order I placed', 'Stop my purchase'], parameters: [] },
  {
    name: 'ProductPrice',
    utterances: ['How much do the shoes cost?', 'What is the price of this bag?', 'Is there a discount on sneakers?'],
    parameters: [{ name: 'product', entity: 'product' }],
  },
];

const DIALOGFLOW_ENTITIES = [
  {
    name: 'product',
    labels: [
      { value: 'shoes', synonyms: ['sneakers', 'boots'] },
      { value: 'bag', synonyms: ['handbag', 'backpack'] },
    ],
  },
  {
    name: 'city',
    labels: [
      { value: 'Istanbul', synonyms: ['Constantinople'] },
      { value: 'Berlin', synonyms: [] },
    ],
  },
];

const KNOWLEDGE_BASE_INTENTS = [
  { label: 'Shipping', language: 'en', utterances: ['How long does shipping take?', 'Do you ship abroad?', 'How much is delivery?'] },
  { label: 'Returns', language: 'en', utterances: ['How can I return an item?', 'What is your refund policy?'] },
  { label: 'OpeningHours', language: 'en', utterances: ['When are you open?', 'Are you open on Sunday?'] },
];

/** Inside the demo seed's transaction: a trained Dialogflow-type connection, a Generative AI one and a knowledge base. */
export async function seedDemoAi(db: Db, clock: Clock, companyId: string, userId: string): Promise<void> {
  const now = clock.now();
  const dialogflowId = await insertAiConnection(db, now, {
    companyId,
    userId,
    name: 'Demo Dialogflow',
    type: 'DialogFlow',
    backend: 'Google Cloud',
    projectName: 'demo-assistant',
    settings: { projectId: 'demo-assistant' },
    secretEnc: null,
  });
  for (const entity of DIALOGFLOW_ENTITIES) await store.addEntity(db, dialogflowId, entity.name, entity.labels);
  for (const intent of DIALOGFLOW_INTENTS) {
    const intentId = await store.addIntent(db, dialogflowId, intent.name);
    for (const text of intent.utterances) await store.addUtterance(db, dialogflowId, intent.name, text);
    await db
      .updateTable('ai_intents')
      .set({ parameters: JSON.stringify(intent.parameters) })
      .where('id', '=', intentId)
      .execute();
  }
  await startTraining(db, clock, { id: dialogflowId, companyId, type: 'DialogFlow', settings: {} });

  await insertAiConnection(db, now, {
    companyId,
    userId,
    name: 'Demo Generative AI',
    type: 'Generative AI',
    backend: 'Azure OpenAI',
    projectName: 'demo-generative',
    settings: { model: 'gpt-35-turbo', temperature: 0.7, maxTokens: 256 },
    secretEnc: null,
  });

  await insertKnowledgeBase(db, now, { companyId, userId, label: 'Demo FAQ', intents: KNOWLEDGE_BASE_INTENTS });
}
