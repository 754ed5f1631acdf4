/**
 * A designed flow (spec 03): modules on a canvas and the connections between them. Stored
 * per assistant version as JSON in format 2; the designer edits it, the conversation engine
 * compiles it into a statechart. Each module's settings are typed by its type: the
 * registry in modules/ holds one schema per type. Flows of format 1 are migrated when read
 * (modules/storedFlow.ts).
 */
export { MODULE_TYPES, MAX_MODULES, moduleType, flowConnection, type ModuleType, type FlowConnection } from './modules/moduleBase';
export { flowModule, flowDocument, FORMAT_VERSION, type FlowModule, type FlowModuleOf, type FlowDocument, type SettingsOf } from './modules/index';
