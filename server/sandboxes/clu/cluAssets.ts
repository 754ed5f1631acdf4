import type { TrainedModel } from '../../providers/ai/training';
import { CluError } from './cluErrors';

/**
 * The conversation project file the sandbox reads on :import (projectFileVersion 2023-04-01):
 * metadata { projectKind: 'Conversation', projectName, language } and assets with intents
 * [{ category }], list entities [{ category, list: { sublists: [{ listKey, synonyms: [{ language,
 * values }] }] } }] and utterances [{ text, intent, language }].
 */
const objectOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const invalid = (message: string) => new CluError(400, 'InvalidRequest', message);

export function assetsOfImport(body: unknown, projectName: string): { language: string; model: TrainedModel } {
  const file = objectOf(body);
  const metadata = objectOf(file['metadata']);
  if (textOf(metadata['projectKind']) !== 'Conversation') throw invalid('metadata.projectKind must be Conversation.');
  if (textOf(metadata['projectName']).toLowerCase() !== projectName.toLowerCase()) throw invalid('metadata.projectName must be the name of the project in the path.');
  const language = textOf(metadata['language']);
  if (!language) throw invalid('metadata.language is required.');
  const assets = objectOf(file['assets']);
  const intents = arrayOf(assets['intents']).map((item) => textOf(objectOf(item)['category']));
  if (intents.some((name) => name === '')) throw invalid('Every intent needs a category.');
  const utterances = arrayOf(assets['utterances']).map((item) => ({ text: textOf(objectOf(item)['text']), intent: textOf(objectOf(item)['intent']) }));
  const stray = utterances.find((u) => u.text === '' || !intents.includes(u.intent));
  if (stray) throw invalid(stray.text === '' ? 'Every utterance needs a text.' : `The utterance "${stray.text}" names the intent ${stray.intent}, which is not in the project.`);
  const entities = arrayOf(assets['entities']).map((item) => {
    const entity = objectOf(item);
    const category = textOf(entity['category']);
    if (!category) throw invalid('Every entity needs a category.');
    const sublists = arrayOf(objectOf(entity['list'])['sublists']).map((sub) => {
      const listKey = textOf(objectOf(sub)['listKey']);
      const synonyms = arrayOf(objectOf(sub)['synonyms']).flatMap((s) => arrayOf(objectOf(s)['values']).map(textOf));
      return { value: listKey, synonyms: synonyms.filter((s) => s !== '' && s !== listKey) };
    });
    return { name: category, labels: sublists.filter((s) => s.value !== '') };
  });
  return {
    language,
    model: {
      intents: intents.map((name) => ({ name, utterances: utterances.filter((u) => u.intent === name).map((u) => u.text), parameters: [] })),
      entities,
    },
  };
}
