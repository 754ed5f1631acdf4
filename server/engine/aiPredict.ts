import type { AiPrediction, AiPredictRequest } from '../../machines/flow/compile';
import { generativeSettings } from '../ai/aiRules';
import { loadAiConnection } from '../ai/connectionRef';
import { builtInNlu } from '../../services/contracts/aiConnections/builtInNlu';
import { predictWith } from '../providers/ai/builtInNlu';
import { readPublishedClassifier } from '../providers/ai/builtInNlu/modelStore';
import { aiProviderFor, type AiAdapterDeps } from '../providers/ai/index';
import { isGenerativeType, type GenerativeSettings, type Prediction } from '../providers/ai/provider';

/**
 * The AI module's prediction in a live conversation: the module's AI connection (only one of
 * the conversation's company), its provider's prediction of the person's text (a generative
 * connection reads the module's own intents), and the top intent with its score and entities.
 * The threshold is the module's (the compiled flow compares); errors reach the flow, which
 * logs them and follows the fallback.
 */

export class AiPredictError extends Error {}

/** An entity value as a conversation parameter: texts and numbers as they are, anything else as JSON. */
function parameterValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The top prediction (the first of the highest score), its entities as parameters. */
export function topPrediction(prediction: Prediction): AiPrediction {
  let top: Prediction['predictions'][number] | undefined;
  for (const row of prediction.predictions) if (!top || row.score > top.score) top = row;
  if (!top) return { intent: null, score: 0, variables: {} };
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(top.parameters ?? {})) {
    if (value !== undefined && value !== null && name.trim() !== '') variables[name.replace(/^#/, '')] = parameterValue(value);
  }
  return { intent: top.intent, score: top.score, variables };
}

/**
 * `liveVersionId`: the published version a live conversation runs; its AI modules on the
 * built-in NLU predict with the classifier the version went live with (when one was kept). The
 * designer's test chat passes none and uses the newest training.
 */
export function createAiPredict(deps: AiAdapterDeps, companyId: string, liveVersionId: string | null = null) {
  return async function aiPredict(request: AiPredictRequest): Promise<AiPrediction> {
    if (!request.connectionId) throw new AiPredictError('The AI module has no AI connection.');
    const connection = await loadAiConnection(deps, request.connectionId, companyId);
    if (!connection) throw new AiPredictError('The AI connection of the module does not exist in this company.');
    let settings: GenerativeSettings | undefined;
    if (isGenerativeType(connection.type)) {
      const read = generativeSettings.safeParse(request.aiActionModuleNodeSettings ?? {});
      if (!read.success) throw new AiPredictError('The intents of the module cannot be read.');
      settings = read.data as GenerativeSettings;
    }
    const published = liveVersionId && connection.type === builtInNlu.stored.type ? await readPublishedClassifier(deps.db, liveVersionId, connection.id) : undefined;
    if (published) return topPrediction(await predictWith(`${liveVersionId}:${connection.id}`, published, request.text));
    return topPrediction(await aiProviderFor(deps, connection).predict(connection, request.text, settings));
  };
}
