import type { AiAdapterDeps } from './adapterDeps';
import { luisProvider } from './luisProtocol';
import type { AiProvider } from './provider';

/** LUIS on premise: the same protocol at the company's own addresses (its container and authoring service). */
export const luisOnPremiseProvider = (deps: AiAdapterDeps): AiProvider => luisProvider(deps, 'LUIS on premise');
