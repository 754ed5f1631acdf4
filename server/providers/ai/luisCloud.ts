import type { AiAdapterDeps } from './adapterDeps';
import { luisProvider } from './luisProtocol';
import type { AiProvider } from './provider';

/** LUIS in the cloud: the LUIS protocol at the Azure endpoints of the connection's settings. */
export const luisCloudProvider = (deps: AiAdapterDeps): AiProvider => luisProvider(deps, 'LUIS');
