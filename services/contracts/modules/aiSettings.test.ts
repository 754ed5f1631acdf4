import { describe, expect, it } from 'vitest';
import type { ModuleType } from '../flow';
import { firstIssue, parsedAsStored, type SettingsCases } from './settingsCases';

const long = (n: number) => 'x'.repeat(n);
const pairs = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`key${i}`, 'value']));

const cases: Partial<Record<ModuleType, SettingsCases>> = {
  AI: {
    valid: [
      { aiType: '', aiMode: 'INPUT', threshold: 0.5 },
      { aiMode: 'MESSAGE', threshold: 1 },
      {
        aiType: 'conn-1',
        aiActionModuleNodeSettings: {
          intents: [
            { name: 'pricing', entities: [{ name: 'plan', values: ['basic', 'pro'], amount: 'number', ...pairs(8) }] },
            { name: long(100), entities: [] },
          ],
          temperature: 0.7,
          maxTokens: 256,
          stopSequences: ['###', 'END', 'STOP', '\n\n'],
          topP: 1,
          frequencyPenalty: 0,
          presencePenalty: 2,
          bestOf: 20,
          primaryLanguage: 'tr',
        },
      },
    ],
    refused: [
      ['a threshold under 0.5', { threshold: 0.4 }, 'threshold', 'The prediction threshold is between 0.5 and 1.'],
      ['a threshold over 1', { threshold: 1.5 }, 'threshold', 'The prediction threshold is between 0.5 and 1.'],
      ['an unknown AI mode', { aiMode: 'VOICE' }, 'aiMode', 'The AI mode is INPUT or MESSAGE.'],
      [
        'an intent name over 100 characters',
        { aiActionModuleNodeSettings: { intents: [{ name: long(101) }] } },
        'aiActionModuleNodeSettings.intents.0.name',
        'Intents should not exceed a 100 characters in length.',
      ],
      [
        'an intent without a name',
        { aiActionModuleNodeSettings: { intents: [{ name: '' }] } },
        'aiActionModuleNodeSettings.intents.0.name',
        'Intent not setup correctly, please add again',
      ],
      [
        'the same intent twice (any case)',
        { aiActionModuleNodeSettings: { intents: [{ name: 'Pricing' }, { name: 'pricing' }] } },
        'aiActionModuleNodeSettings.intents.1.name',
        'This intent already exists.',
      ],
      [
        'an entity name with a comma',
        { aiActionModuleNodeSettings: { intents: [{ name: 'i', entities: [{ name: 'a,b' }] }] } },
        'aiActionModuleNodeSettings.intents.0.entities.0.name',
        "You can not add ' ; ' or an ' , ' to an entity",
      ],
      [
        'eleven key/value pairs on an entity',
        { aiActionModuleNodeSettings: { intents: [{ name: 'i', entities: [{ name: 'e', ...pairs(11) }] }] } },
        'aiActionModuleNodeSettings.intents.0.entities.0',
        'You can have a maximum of 10 key value pairs',
      ],
      [
        'an entity value that is a number',
        { aiActionModuleNodeSettings: { intents: [{ name: 'i', entities: [{ name: 'e', size: 3 }] }] } },
        'aiActionModuleNodeSettings.intents.0.entities.0.size',
        'An entity value is a text or a list of texts.',
      ],
      ['a temperature over 1', { aiActionModuleNodeSettings: { temperature: 1.2 } }, 'aiActionModuleNodeSettings.temperature', 'Temperature is between 0 and 1.'],
      ['a max length over 4000', { aiActionModuleNodeSettings: { maxTokens: 4001 } }, 'aiActionModuleNodeSettings.maxTokens', 'Max length is a whole number between 0 and 4000.'],
      [
        'five stop sequences',
        { aiActionModuleNodeSettings: { stopSequences: ['a', 'b', 'c', 'd', 'e'] } },
        'aiActionModuleNodeSettings.stopSequences',
        'There can be at most four stop sequences.',
      ],
      ['a penalty over 2', { aiActionModuleNodeSettings: { frequencyPenalty: 2.5 } }, 'aiActionModuleNodeSettings.frequencyPenalty', 'The frequency penalty is between 0 and 2.'],
      ['best of 0', { aiActionModuleNodeSettings: { bestOf: 0 } }, 'aiActionModuleNodeSettings.bestOf', 'Best of is a whole number between 1 and 20.'],
    ],
  },
  GENERATIVE: {
    valid: [
      { aiMode: 'MESSAGE', knowledgeBaseId: [], toggleForKbOnly: false, useMessageLimit: false, returnAnswerAsParameterOnly: false, intents: [] },
      {
        knowledgeBaseId: ['kb-1'],
        providerId: 'gen-1',
        isDefaultProvider: true,
        generativeAIProviderProperties: { model: 'gpt-4-32k', deployment: 'prod', maxTokenSize: 32768 },
        persona: long(3000),
        prompt: long(3000),
        language: 'en',
        generativeModuleSettings: { maxTokens: 32768, temperature: 0, topP: 1, stopSequences: [], frequencyPenalty: 2, presencePenalty: 0, minSimilarityScore: 1 },
        openAISettings: { minSimilarityScore: 0 },
        useMessageLimit: true,
        messageLimitCount: 5,
        extractGlobalEntity: false,
        intents: [{ name: 'refund' }],
      },
    ],
    refused: [
      ['a persona over 3000 characters', { persona: long(3001) }, 'persona', 'The persona can be at most 3000 characters.'],
      ['a prompt over 3000 characters', { prompt: long(3001) }, 'prompt', 'The prompt can be at most 3000 characters.'],
      ['two knowledge bases', { knowledgeBaseId: ['kb-1', 'kb-2'] }, 'knowledgeBaseId', 'Choose at most one knowledge base.'],
      [
        'more tokens than the model takes',
        { generativeAIProviderProperties: { maxTokenSize: 4096 }, generativeModuleSettings: { maxTokens: 8192 } },
        'generativeModuleSettings.maxTokens',
        'Tokens can be at most 4096 with this model.',
      ],
      ['a similarity score over 1', { openAISettings: { minSimilarityScore: 1.1 } }, 'openAISettings.minSimilarityScore', 'The minimum similarity score is between 0 and 1.'],
      ['a message limit of 0', { useMessageLimit: true, messageLimitCount: 0 }, 'messageLimitCount', 'The message limit is a whole number, at least 1.'],
      ['a flag stored as text', { toggleForKbOnly: 'yes' }, 'toggleForKbOnly', 'Invalid input: expected boolean, received string'],
    ],
  },
  SUPPORT_AGENT: {
    valid: [
      { agentType: 'support', exitActions: {}, functionConnections: [], localizedButtonTexts: {} },
      { partnerName: 'acme', agentId: 'a1', agentVersionId: 'v1', agentType: 'shopping', allExitFunctions: ['handover'], defaultProductButtonText: '', localizedButtonTexts: {} },
      { defaultProductButtonText: 'Go', localizedButtonTexts: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`l${i}`, long(20)])) },
    ],
    refused: [
      [
        'a default button text of one character',
        { defaultProductButtonText: 'V' },
        'defaultProductButtonText',
        'Enter a Default Button Text between 2 and 20 characters to continue.',
      ],
      [
        'a default button text over 20 characters',
        { defaultProductButtonText: long(21) },
        'defaultProductButtonText',
        'Enter a Default Button Text between 2 and 20 characters to continue.',
      ],
      ['an empty locale text', { localizedButtonTexts: { tr: '' } }, 'localizedButtonTexts.tr', 'Enter a Button Text to continue.'],
      ['a locale text over 20 characters', { localizedButtonTexts: { tr: long(21) } }, 'localizedButtonTexts.tr', 'Enter a Button Text between 2 and 20 characters to continue.'],
      ['a text without its locale', { localizedButtonTexts: { '': 'Go' } }, 'localizedButtonTexts', 'Select Locale to continue.'],
      [
        '21 locales',
        { localizedButtonTexts: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`l${i}`, 'Go'])) },
        'localizedButtonTexts',
        'At most 20 locales can be added.',
      ],
      ['an unknown agent type', { agentType: 'sales' }, 'agentType', 'The agent type is support or shopping.'],
    ],
  },
};

describe.each(Object.entries(cases))('%s settings', (type, { valid, refused }) => {
  const moduleType = type as ModuleType;
  it.each(valid.map((settings) => [JSON.stringify(settings).slice(0, 80), settings] as const))('parse, kept as stored: %s', (_what, settings) => {
    expect(firstIssue(moduleType, settings)).toBeNull();
    expect(parsedAsStored(moduleType, settings)).toEqual(settings);
  });
  it.each(refused)('refuse %s', (_what, settings, field, message) => {
    expect(firstIssue(moduleType, settings)).toEqual({ field, message });
  });
});
