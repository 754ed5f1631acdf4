import type { AiAdapterDeps } from './adapterDeps';
import { checkWithModel, predictWithModel } from './generativePredict';
import { AiProviderError, providerMessages, type AiConnectionRef, type AiProvider, type GenerativeService, type Prediction } from './provider';
import { sandboxAiProvider } from './sandboxAdapter';

/**
 * The AiProvider of a generative connection: the module keeps its intents, so predict asks the
 * model (generativePredict.ts) and check makes a tiny completion; nothing is trained or
 * published. The panels' intent lists stay where they are today (the console's database).
 */
export function generativeAiProvider(
  deps: AiAdapterDeps,
  service: GenerativeService,
  modelName: (connection: AiConnectionRef) => string,
  fallbackPredict?: (connection: AiConnectionRef, input: string, settings: Parameters<AiProvider['predict']>[2]) => Promise<Prediction> | undefined,
): AiProvider {
  const stored = sandboxAiProvider(deps.db, deps.clock);
  const notTrainable = async (): Promise<never> => {
    throw new AiProviderError('badInput', providerMessages.notTrainable);
  };
  return {
    ...stored,
    train: notTrainable,
    trainingStatus: notTrainable,
    publish: notTrainable,
    predict: (connection, input, settings) => fallbackPredict?.(connection, input, settings) ?? predictWithModel(service, connection, modelName(connection), input, settings),
    check: (connection) => checkWithModel(service, connection),
  };
}
