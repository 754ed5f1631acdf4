import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import { isFilled, isValidName, nameError, requiredError } from '../shared/nameRules';
import { text, type TextRef } from '../shared/text';

export type AssistantWizardInput = {
  companyId?: string;
  /** A template chosen before the wizard opened (templates page, integration landing). */
  templateId?: string;
  templateHasAi?: boolean;
  /** The guide's first assistant: a failed template copy falls back to an empty assistant. */
  firstTime?: boolean;
  /** The configured template the first-time assistant is copied from (spec 7). */
  firstTimeTemplateId?: string;
};

/** Spec 3: a bot template. */
export type BotTemplate = { id: string; name: string; description: string; aiBot: boolean; aiId?: string | null };
export type ChosenTemplate = { id: string; aiBot: boolean; from: 'input' | 'list' };
export type CreatedBot = { id: string; name: string };

export type FetchTemplatesRequest = { companyId: string };
export type GoogleProjectRequest = { projectName: string };
export type GoogleProject = { projectId: string };
export type ServiceKeyRequest = { projectId: string };
export type ServiceKey = { jsonKey: string };
export type AiConnectionRequest = { companyId: string; name: string; projectId: string; jsonKey: string };
export type AiConnection = { id: string };
export type CreateBotRequest = { name: string; companyId: string };
export type CopyBotRequest = { sourceBotId: string; companyId: string; name: string; aiIntegrationId?: string };

/** What the wizard reports once the assistant exists (guide → designer, popup → refetch). */
export type AssistantCreatedNotice = { id: string; fromTemplate: boolean; template?: string; name: string };

export type WizardField = 'name' | 'aiName' | 'jsonKey' | 'projectId' | 'projectName';

export type AssistantWizardContext = {
  companyId: string;
  firstTime: boolean;
  firstTimeTemplateId: string | null;
  templates: BotTemplate[];
  template: ChosenTemplate | null;
  projectId: string;
  projectName: string;
  aiName: string;
  jsonKey: string;
  aiIntegrationId: string | null;
  name: string;
  fieldErrors: Partial<Record<WizardField, TextRef>>;
  error: TextRef | null;
  created: AssistantCreatedNotice | null;
};

export type AssistantWizardEvent =
  | { type: 'CREATE_FROM_SCRATCH' }
  | { type: 'BROWSE_TEMPLATES' }
  | { type: 'TEMPLATE_CHOSEN'; templateId: string }
  | { type: 'RETRY' }
  | { type: 'BACK' }
  | { type: 'PROJECT_ID_CHANGED'; value: string }
  | { type: 'USE_PROJECT_ID' }
  | { type: 'CREATE_PROJECT' }
  | { type: 'PROJECT_NAME_CHANGED'; value: string }
  | { type: 'AI_NAME_CHANGED'; value: string }
  | { type: 'JSON_KEY_CHANGED'; value: string }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'SUBMIT' };

export const assistantWizardTexts = {
  created: 'assistants.wizard.created',
  noCompany: 'assistants.wizard.errors.noCompany',
  templatesFailed: 'assistants.wizard.errors.templatesFailed',
  projectFailed: 'assistants.wizard.errors.projectFailed',
  keyFailed: 'assistants.wizard.errors.keyFailed',
  aiFailed: 'assistants.wizard.errors.aiFailed',
  createFailed: 'assistants.wizard.errors.createFailed',
} as const;

/** Spec 5: the project name is sent with its spaces removed. */
export const projectNameOf = (value: string): string => value.replace(/\s+/g, '');

export const aiFormValid = (c: AssistantWizardContext): boolean => isValidName(c.aiName) && isFilled(c.jsonKey) && isFilled(c.projectId);

const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const chosenFromList = (c: AssistantWizardContext, templateId: string) => c.templates.find((t) => t.id === templateId);

export const assistantWizardMachine = setup({
  types: {
    input: {} as AssistantWizardInput,
    context: {} as AssistantWizardContext,
    events: {} as AssistantWizardEvent,
    output: {} as AssistantCreatedNotice | null,
  },
  actors: {
    fetchTemplates: fromPromise<BotTemplate[], FetchTemplatesRequest>(async () => {
      throw new Error('fetchTemplates not provided');
    }),
    createGoogleProject: fromPromise<GoogleProject, GoogleProjectRequest>(async () => {
      throw new Error('createGoogleProject not provided');
    }),
    downloadServiceKey: fromPromise<ServiceKey, ServiceKeyRequest>(async () => {
      throw new Error('downloadServiceKey not provided');
    }),
    createAiConnection: fromPromise<AiConnection, AiConnectionRequest>(async () => {
      throw new Error('createAiConnection not provided');
    }),
    createBot: fromPromise<CreatedBot, CreateBotRequest>(async () => {
      throw new Error('createBot not provided');
    }),
    copyBotFromTemplate: fromPromise<CreatedBot, CopyBotRequest>(async () => {
      throw new Error('copyBotFromTemplate not provided');
    }),
  },
  guards: {
    hasNoCompany: ({ context }) => !isFilled(context.companyId),
    inputTemplateWithAi: ({ context }) => context.template?.from === 'input' && context.template.aiBot,
    inputTemplate: ({ context }) => context.template?.from === 'input',
    listedTemplateWithAi: ({ context, event }) => {
      assertEvent(event, 'TEMPLATE_CHOSEN');
      return chosenFromList(context, event.templateId)?.aiBot === true;
    },
    listedTemplate: ({ context, event }) => {
      assertEvent(event, 'TEMPLATE_CHOSEN');
      return chosenFromList(context, event.templateId) !== undefined;
    },
    templateFromList: ({ context }) => context.template?.from === 'list',
    templateWithAi: ({ context }) => context.template?.aiBot === true,
    noTemplate: ({ context }) => context.template === null,
    projectIdFilled: ({ context }) => isFilled(context.projectId),
    projectNameFilled: ({ context }) => isFilled(context.projectName),
    aiFormValid: ({ context }) => aiFormValid(context),
    nameValid: ({ context }) => isValidName(context.name),
    nameFilled: ({ context }) => isFilled(context.name),
    copiesTemplate: ({ context }) => context.template !== null || (context.firstTime && context.firstTimeTemplateId !== null),
    isFirstTime: ({ context }) => context.firstTime,
  },
  actions: {
    showNoCompany: assign({ error: text(assistantWizardTexts.noCompany) }),
    clearTemplate: assign({ template: null, aiIntegrationId: null }),
    clearError: assign({ error: null }),
    setTemplates: assign({ templates: ({ event }) => outputOf<BotTemplate[]>(event) }),
    showTemplatesFailure: assign({ error: ({ event }) => failureText(actorError(event), assistantWizardTexts.templatesFailed) }),
    chooseTemplate: assign(({ context, event }) => {
      assertEvent(event, 'TEMPLATE_CHOSEN');
      const template = chosenFromList(context, event.templateId)!;
      return { template: { id: template.id, aiBot: template.aiBot, from: 'list' as const }, aiIntegrationId: null };
    }),
    setProjectId: assign(({ context, event }) => {
      assertEvent(event, 'PROJECT_ID_CHANGED');
      const { projectId: _dropped, ...fieldErrors } = context.fieldErrors;
      return { projectId: event.value.trim(), fieldErrors, error: null };
    }),
    setProjectName: assign(({ event }) => (assertEvent(event, 'PROJECT_NAME_CHANGED'), { projectName: projectNameOf(event.value), error: null })),
    setAiName: assign(({ context, event }) => {
      assertEvent(event, 'AI_NAME_CHANGED');
      const { aiName: _dropped, ...fieldErrors } = context.fieldErrors;
      return { aiName: event.value, fieldErrors, error: null };
    }),
    setJsonKey: assign(({ context, event }) => {
      assertEvent(event, 'JSON_KEY_CHANGED');
      const { jsonKey: _dropped, ...fieldErrors } = context.fieldErrors;
      return { jsonKey: event.value, fieldErrors, error: null };
    }),
    showAiFormErrors: assign({
      fieldErrors: ({ context }) => {
        const errors: Partial<Record<WizardField, TextRef>> = {};
        const aiName = nameError(context.aiName);
        const jsonKey = requiredError(context.jsonKey);
        const projectId = requiredError(context.projectId);
        if (aiName) errors.aiName = aiName;
        if (jsonKey) errors.jsonKey = jsonKey;
        if (projectId) errors.projectId = projectId;
        return errors;
      },
    }),
    setName: assign(({ event }) => {
      assertEvent(event, 'NAME_CHANGED');
      const error = isFilled(event.value) ? null : nameError(event.value);
      return { name: event.value, fieldErrors: error ? { name: error } : {}, error: null };
    }),
    showNameError: assign({ fieldErrors: ({ context }) => ({ name: nameError(context.name)! }) }),
    keepProject: assign({ projectId: ({ event }) => outputOf<GoogleProject>(event).projectId }),
    keepServiceKey: assign({ jsonKey: ({ event }) => outputOf<ServiceKey>(event).jsonKey, fieldErrors: {} }),
    showProjectFailure: assign({ error: ({ event }) => failureText(actorError(event), assistantWizardTexts.projectFailed) }),
    showKeyFailure: assign({ error: ({ event }) => failureText(actorError(event), assistantWizardTexts.keyFailed) }),
    keepAiConnection: assign({ aiIntegrationId: ({ event }) => outputOf<AiConnection>(event).id }),
    showAiFailure: assign({ error: ({ event }) => failureText(actorError(event), assistantWizardTexts.aiFailed) }),
    showCreateFailure: assign({
      error: ({ context, event }) => failureText(actorError(event), assistantWizardTexts.createFailed, { name: context.name.trim() }),
    }),
    keepCopy: assign({
      created: ({ context, event }) => ({
        id: outputOf<CreatedBot>(event).id,
        fromTemplate: true,
        ...(context.template ? { template: context.template.id } : {}),
        name: context.name.trim(),
      }),
    }),
    keepEmpty: assign({ created: ({ context, event }) => ({ id: outputOf<CreatedBot>(event).id, fromTemplate: false, name: context.name.trim() }) }),
    // Provided by the app:
    notifyCreated: (_, _params: AssistantCreatedNotice) => {},
    showToast: (_, _params: { text: TextRef }) => {},
  },
}).createMachine({
  id: 'assistantWizard',
  initial: 'starting',
  context: ({ input }) => ({
    companyId: input.companyId ?? '',
    firstTime: input.firstTime ?? false,
    firstTimeTemplateId: input.firstTimeTemplateId || null,
    templates: [],
    template: input.templateId ? { id: input.templateId, aiBot: input.templateHasAi ?? false, from: 'input' } : null,
    projectId: '',
    projectName: '',
    aiName: '',
    jsonKey: '',
    aiIntegrationId: null,
    name: '',
    fieldErrors: {},
    error: null,
    created: null,
  }),
  output: ({ context }) => context.created,
  states: {
    starting: {
      always: [
        { guard: 'hasNoCompany', target: 'noCompany', actions: 'showNoCompany' },
        { guard: 'inputTemplateWithAi', target: 'projectCreation' },
        { guard: 'inputTemplate', target: 'name' },
        { target: 'selectType' },
      ],
    },
    noCompany: { type: 'final' },
    selectType: {
      on: {
        CREATE_FROM_SCRATCH: { target: 'name', actions: 'clearTemplate' },
        BROWSE_TEMPLATES: 'templates',
      },
    },
    templates: {
      initial: 'loading',
      on: { BACK: { target: 'selectType', actions: 'clearError' } },
      states: {
        loading: {
          entry: 'clearError',
          invoke: {
            id: 'fetchTemplates',
            src: 'fetchTemplates',
            input: ({ context }) => ({ companyId: context.companyId }),
            onDone: { target: 'choosing', actions: 'setTemplates' },
            onError: { target: 'failed', actions: 'showTemplatesFailure' },
          },
        },
        failed: { on: { RETRY: 'loading' } },
        choosing: {
          on: {
            TEMPLATE_CHOSEN: [
              { guard: 'listedTemplateWithAi', target: '#assistantWizard.projectCreation', actions: 'chooseTemplate' },
              { guard: 'listedTemplate', target: '#assistantWizard.name', actions: 'chooseTemplate' },
            ],
          },
        },
      },
    },
    projectCreation: {
      initial: 'choosing',
      states: {
        // First step: a Google project id of one's own, or create a project.
        choosing: {
          on: {
            PROJECT_ID_CHANGED: { actions: 'setProjectId' },
            USE_PROJECT_ID: { guard: 'projectIdFilled', target: '#assistantWizard.dialogflowAiForm' },
            CREATE_PROJECT: 'naming',
            BACK: { guard: 'templateFromList', target: '#assistantWizard.templates.choosing', actions: 'clearError' },
          },
        },
        // Second step: the project name (spaces removed).
        naming: {
          on: {
            PROJECT_NAME_CHANGED: { actions: 'setProjectName' },
            SUBMIT: { guard: 'projectNameFilled', target: 'creatingProject' },
            BACK: { target: 'choosing', actions: 'clearError' },
          },
        },
        creatingProject: {
          entry: 'clearError',
          invoke: {
            id: 'createGoogleProject',
            src: 'createGoogleProject',
            input: ({ context }) => ({ projectName: context.projectName }),
            onDone: { target: 'downloadingKey', actions: 'keepProject' },
            onError: { target: 'naming', actions: 'showProjectFailure' },
          },
        },
        downloadingKey: {
          invoke: {
            id: 'downloadServiceKey',
            src: 'downloadServiceKey',
            input: ({ context }) => ({ projectId: context.projectId }),
            onDone: { target: '#assistantWizard.dialogflowAiForm', actions: 'keepServiceKey' },
            // The project exists: the AI form opens with its id, and the key can be pasted.
            onError: { target: '#assistantWizard.dialogflowAiForm', actions: 'showKeyFailure' },
          },
        },
      },
    },
    dialogflowAiForm: {
      on: {
        AI_NAME_CHANGED: { actions: 'setAiName' },
        JSON_KEY_CHANGED: { actions: 'setJsonKey' },
        PROJECT_ID_CHANGED: { actions: 'setProjectId' },
        SUBMIT: [{ guard: 'aiFormValid', target: 'name', actions: 'clearError' }, { actions: 'showAiFormErrors' }],
        BACK: { target: 'projectCreation', actions: 'clearError' },
      },
    },
    name: {
      on: {
        NAME_CHANGED: { actions: 'setName' },
        // Create is disabled while the name is empty.
        SUBMIT: [
          { guard: 'nameValid', target: 'creating' },
          { guard: 'nameFilled', actions: 'showNameError' },
        ],
        BACK: [
          { guard: 'templateWithAi', target: 'dialogflowAiForm', actions: 'clearError' },
          { guard: 'templateFromList', target: 'templates.choosing', actions: 'clearError' },
          { guard: 'noTemplate', target: 'selectType', actions: 'clearError' },
        ],
      },
    },
    creating: {
      initial: 'deciding',
      entry: 'clearError',
      states: {
        deciding: {
          always: [{ guard: 'templateWithAi', target: 'connectingAi' }, { guard: 'copiesTemplate', target: 'copying' }, { target: 'creatingEmpty' }],
        },
        connectingAi: {
          invoke: {
            id: 'createAiConnection',
            src: 'createAiConnection',
            input: ({ context }) => ({ companyId: context.companyId, name: context.aiName.trim(), projectId: context.projectId, jsonKey: context.jsonKey }),
            onDone: { target: 'copying', actions: 'keepAiConnection' },
            onError: { target: '#assistantWizard.name', actions: 'showAiFailure' },
          },
        },
        copying: {
          invoke: {
            id: 'copyBotFromTemplate',
            src: 'copyBotFromTemplate',
            input: ({ context }) => ({
              sourceBotId: context.template?.id ?? context.firstTimeTemplateId ?? '',
              companyId: context.companyId,
              name: context.name.trim(),
              ...(context.aiIntegrationId ? { aiIntegrationId: context.aiIntegrationId } : {}),
            }),
            onDone: { target: '#assistantWizard.created', actions: 'keepCopy' },
            onError: [
              // Spec 4: a failed first-time copy falls back to an empty assistant.
              { guard: 'isFirstTime', target: 'creatingEmpty' },
              { target: '#assistantWizard.name', actions: 'showCreateFailure' },
            ],
          },
        },
        creatingEmpty: {
          invoke: {
            id: 'createBot',
            src: 'createBot',
            input: ({ context }) => ({ name: context.name.trim(), companyId: context.companyId }),
            onDone: { target: '#assistantWizard.created', actions: 'keepEmpty' },
            onError: { target: '#assistantWizard.name', actions: 'showCreateFailure' },
          },
        },
      },
    },
    created: {
      type: 'final',
      entry: [
        { type: 'notifyCreated', params: ({ context }) => context.created! },
        { type: 'showToast', params: ({ context }) => ({ text: { key: assistantWizardTexts.created, values: { name: context.created!.name } } }) },
      ],
    },
  },
});
