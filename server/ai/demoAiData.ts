import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { insertKnowledgeBase } from '../knowledgeBase/knowledgeBaseStore';
import { builtInNluProvider } from '../providers/ai/builtInNlu';
import * as store from '../providers/ai/sandboxStore';
import { insertAiConnection } from './aiConnectionStore';

/** The demo company's AI data, so the AI Action and Auto Generative panels have something to show on first start. */
const DEMO_INTENTS = [
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

const DEMO_ENTITIES = [
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

/** Inside the demo seed's transaction: a trained built-in NLU connection (English), a Generative AI one and a knowledge base. */
export async function seedDemoAi(db: Db, clock: Clock, companyId: string, userId: string): Promise<void> {
  const now = clock.now();
  const nluId = await insertAiConnection(db, now, {
    companyId,
    userId,
    name: 'Demo built-in NLU',
    type: 'BuiltInNlu',
    backend: 'Console',
    projectName: '',
    settings: { language: 'en' },
    secretEnc: null,
  });
  for (const entity of DEMO_ENTITIES) await store.addEntity(db, nluId, entity.name, entity.labels);
  for (const intent of DEMO_INTENTS) {
    const intentId = await store.addIntent(db, nluId, intent.name);
    for (const text of intent.utterances) await store.addUtterance(db, nluId, intent.name, text);
    await db
      .updateTable('ai_intents')
      .set({ parameters: JSON.stringify(intent.parameters) })
      .where('id', '=', intentId)
      .execute();
  }
  await builtInNluProvider({ db, clock }).train({ id: nluId, companyId, type: 'BuiltInNlu', settings: { language: 'en' } });

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
