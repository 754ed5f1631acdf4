import { fixedOption, intentSlot, uniqueNames } from '../outputSlot';
import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** GENERATIVE, 'Auto Generative': one output per intent, the message limit and the answer as parameter when switched on; it needs its provider. */
export const generativeDesign: ModuleDesign<'GENERATIVE'> = {
  slots({ settings }) {
    const intents = uniqueNames((settings.intents ?? []).map((intent) => intent.name)).map(intentSlot);
    const limit = settings.useMessageLimit === true ? [fixedOption('messageLimit')] : [];
    const parameter = settings.returnAnswerAsParameterOnly === true ? [fixedOption('returnAsParameter')] : [];
    return [...intents, ...limit, ...parameter];
  },
  missingFields: (module) => (filled(module.settings.providerId) ? [] : ['generativeProviderMissing']),
};
