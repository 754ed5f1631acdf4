import { assistantWizardMachine, type AssistantWizardContext } from '../../../machines/assistants/assistantWizard.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const templates = [
  { id: 'tpl-faq', name: 'FAQ', description: 'Answers common questions with quick replies', aiBot: false, aiId: null },
  { id: 'tpl-ai', name: 'Order status', description: 'Understands free text with an AI', aiBot: true, aiId: 'ai-src' },
];
export const serviceKey = '{"type":"service_account"}';
const bot = (id: string) => ({ id, name: 'Support bot' });
const notEnterprise = httpFailure(402, { message: 'Assistant creation needs an enterprise company: contact the support team.' });

const aiTemplate = { companyId: 'c1', templateId: 'tpl-ai', templateHasAi: true };

const naming = [{ type: 'NAME_CHANGED', value: '' }, { type: 'NAME_CHANGED', value: 'B' }, { type: 'NAME_CHANGED', value: 'Support bot ' }, { type: 'SUBMIT' }, { type: 'BACK' }];

export const assistantWizardModel: CatalogueEntry = {
  machine: assistantWizardMachine,
  appActions: ['notifyCreated', 'showToast'],
  scenarios: [
    {
      name: 'from scratch or from the template list',
      input: { companyId: 'c1' },
      events: [
        { type: 'CREATE_FROM_SCRATCH' },
        { type: 'BROWSE_TEMPLATES' },
        { type: 'RETRY' },
        done('fetchTemplates', templates),
        failed('fetchTemplates', httpFailure(500)),
        { type: 'TEMPLATE_CHOSEN', templateId: 'tpl-faq' },
        { type: 'TEMPLATE_CHOSEN', templateId: 'tpl-ai' },
        { type: 'TEMPLATE_CHOSEN', templateId: 'tpl-unknown' },
        { type: 'CREATE_PROJECT' },
        ...naming,
        done('createBot', bot('b1')),
        failed('createBot', notEnterprise),
        failed('createBot', networkFailure),
        done('copyBotFromTemplate', bot('b2')),
        failed('copyBotFromTemplate', httpFailure(500)),
      ],
    },
    {
      name: 'chosen template with an AI: the Google project',
      input: aiTemplate,
      events: [
        { type: 'PROJECT_ID_CHANGED', value: ' my-project ' },
        { type: 'USE_PROJECT_ID' },
        { type: 'CREATE_PROJECT' },
        { type: 'BACK' },
        { type: 'PROJECT_NAME_CHANGED', value: 'My Bot Project' },
        { type: 'SUBMIT' },
        done('createGoogleProject', { projectId: 'mybotproject-4821' }),
        failed('createGoogleProject', httpFailure(400, { message: 'Google refused the project name.' })),
        done('downloadServiceKey', { jsonKey: serviceKey }),
        failed('downloadServiceKey', httpFailure(404, { message: '' })),
      ],
    },
    {
      name: 'chosen template with an AI: the AI form and creation',
      input: aiTemplate,
      events: [
        { type: 'PROJECT_ID_CHANGED', value: 'my-project' },
        { type: 'USE_PROJECT_ID' },
        { type: 'PROJECT_ID_CHANGED', value: '' },
        { type: 'AI_NAME_CHANGED', value: 'O' },
        { type: 'AI_NAME_CHANGED', value: 'Orders AI' },
        { type: 'JSON_KEY_CHANGED', value: serviceKey },
        { type: 'SUBMIT' },
        { type: 'BACK' },
        { type: 'NAME_CHANGED', value: 'Support bot ' },
        done('createAiConnection', { id: 'ai-1' }),
        failed('createAiConnection', httpFailure(400, { message: 'The JSON key is not a service account key.' })),
        done('copyBotFromTemplate', bot('b3')),
        failed('copyBotFromTemplate', notEnterprise),
      ],
    },
    {
      name: 'first-time assistant',
      input: { companyId: 'c1', firstTime: true, firstTimeTemplateId: 'tpl-start' },
      events: [
        { type: 'CREATE_FROM_SCRATCH' },
        { type: 'NAME_CHANGED', value: 'Support bot ' },
        { type: 'SUBMIT' },
        done('copyBotFromTemplate', bot('b4')),
        failed('copyBotFromTemplate', httpFailure(500)),
        done('createBot', bot('b5')),
        failed('createBot', httpFailure(500)),
      ],
    },
    {
      name: 'chosen template without an AI',
      input: { companyId: 'c1', templateId: 'tpl-faq' },
      events: [...naming, done('copyBotFromTemplate', bot('b6')), failed('copyBotFromTemplate', notEnterprise)],
    },
    { name: 'no company', input: {}, events: [{ type: 'CREATE_FROM_SCRATCH' }] },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as AssistantWizardContext;
    return [
      c.templates.length,
      c.template?.id,
      c.projectId,
      c.projectName,
      c.aiName.trim().length,
      c.jsonKey !== '',
      c.aiIntegrationId,
      c.name.trim().length,
      Object.keys(c.fieldErrors).sort(),
      c.error?.key,
      c.created?.id,
    ];
  }),
};
