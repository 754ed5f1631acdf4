import type { CatalogueEntry } from '../model';

/** The model's stored channel of an update scenario (the record its loadChannel answers), or null for a create. */
export function storedProperties(model: CatalogueEntry, scenario: string): Record<string, unknown> | null {
  const loaded = model.scenarios.find((s) => s.name === scenario)?.events.find((e) => e.type === 'xstate.done.actor.loadChannel');
  return loaded ? (loaded['output']?.properties ?? {}) : null;
}
export const updateScenarios = (model: CatalogueEntry) => model.scenarios.filter((s) => storedProperties(model, s.name) !== null).map((s) => s.name);
/** The prelude value of an update scenario's channel: one per scenario, made with the model's stored properties. */
export const channelName = (model: CatalogueEntry, scenario: string) => `channel${updateScenarios(model).indexOf(scenario) + 1}`;
