import { MODULE_TYPES, type FlowModule, type ModuleType } from './flow';
import { readModule } from './modules/storedFlow';

/**
 * The module palette of spec 03 section 2.1: groups, display names, colours, icons, and
 * the module a palette entry creates. Colours carry white text (contrast at least 4.5:1).
 * Icon names are Material Symbols names; the designer maps them to its icon set.
 */
export type ModuleGroup = 'BASIC' | 'ADVANCED' | 'HIDDEN';
export type SelectionType = 'QUICKREPLY' | 'CARD' | 'LIST';
export const SELECTION_TYPES: readonly SelectionType[] = ['QUICKREPLY', 'CARD', 'LIST'];

export type ModuleInfo = { type: ModuleType; group: ModuleGroup; name: string; colour: string; icon: string };

/** One draggable entry of the palette; the three selection kinds are entries of their own. */
export type PaletteEntry = {
  key: string;
  type: ModuleType;
  group: Exclude<ModuleGroup, 'HIDDEN'>;
  name: string;
  colour: string;
  icon: string;
  selectionType?: SelectionType;
};

/** The canvas grid (spec 2.1). */
export const GRID_SIZE = 90;

export const MODULE_GROUPS: Record<ModuleGroup, readonly ModuleType[]> = {
  BASIC: ['MESSAGE', 'SELECTION', 'SUPPORT_AGENT', 'AI', 'HANDOVER', 'SWITCH', 'END'],
  ADVANCED: ['CODESTATION', 'INTEGRATION', 'LOGIC', 'INPUT', 'ZAPIER', 'COMMERCE', 'PAYMENT', 'THIRDPARTY', 'ECOMMERCE', 'EMAIL', 'LANGUAGE', 'GENERATIVE', 'PAYMENTS'],
  HIDDEN: ['START', 'GENERIC'],
};

const looks: Record<ModuleType, { name: string; colour: string; icon: string }> = {
  START: { name: 'Start', colour: '#2E7D32', icon: 'play_arrow' },
  MESSAGE: { name: 'Message', colour: '#1565C0', icon: 'chat' },
  SELECTION: { name: 'Selection', colour: '#6A1B9A', icon: 'list' },
  SUPPORT_AGENT: { name: 'AI Agent (LLM)', colour: '#4527A0', icon: 'support_agent' },
  AI: { name: 'AI Action', colour: '#AD1457', icon: 'psychology' },
  HANDOVER: { name: 'Forward To Human', colour: '#C62828', icon: 'headset_mic' },
  SWITCH: { name: 'Forward To Bot', colour: '#00695C', icon: 'smart_toy' },
  END: { name: 'End', colour: '#424242', icon: 'stop_circle' },
  CODESTATION: { name: 'Code Station', colour: '#37474F', icon: 'code' },
  INTEGRATION: { name: 'Integration Call', colour: '#01579B', icon: 'integration_instructions' },
  LOGIC: { name: 'Logic', colour: '#BF360C', icon: 'call_split' },
  INPUT: { name: 'Input', colour: '#33691E', icon: 'keyboard' },
  ZAPIER: { name: 'Zapier', colour: '#A63A00', icon: 'bolt' },
  COMMERCE: { name: 'Commerce Manager', colour: '#0D47A1', icon: 'storefront' },
  PAYMENT: { name: 'Payment', colour: '#1B5E20', icon: 'payments' },
  THIRDPARTY: { name: 'Wait For', colour: '#5D4037', icon: 'hourglass_empty' },
  ECOMMERCE: { name: 'E-Commerce', colour: '#880E4F', icon: 'shopping_cart' },
  EMAIL: { name: 'Email', colour: '#283593', icon: 'mail' },
  LANGUAGE: { name: 'Language Detection', colour: '#006064', icon: 'translate' },
  GENERATIVE: { name: 'Auto Generative', colour: '#7B1FA2', icon: 'auto_awesome' },
  PAYMENTS: { name: 'Payments', colour: '#004D40', icon: 'credit_card' },
  GENERIC: { name: 'Generic Block', colour: '#546E7A', icon: 'widgets' },
};

const selectionLooks: Record<SelectionType, { name: string; icon: string }> = {
  QUICKREPLY: { name: 'Quick Reply', icon: 'smart_button' },
  CARD: { name: 'Card', icon: 'view_carousel' },
  LIST: { name: 'List', icon: 'view_list' },
};

function groupOf(type: ModuleType): ModuleGroup {
  return (Object.keys(MODULE_GROUPS) as ModuleGroup[]).find((g) => MODULE_GROUPS[g].includes(type)) ?? 'HIDDEN';
}

export function isModuleType(type: string): type is ModuleType {
  return (MODULE_TYPES as readonly string[]).includes(type);
}

/** Name, colour, icon and group of a module type; an unknown type gets the generic block's. */
export function moduleInfo(type: string): ModuleInfo {
  const known: ModuleType = isModuleType(type) ? type : 'GENERIC';
  return { type: known, group: groupOf(known), ...looks[known] };
}

/** The palette in display order: BASIC then ADVANCED; HIDDEN types are not offered. */
export const PALETTE: readonly PaletteEntry[] = (['BASIC', 'ADVANCED'] as const).flatMap((group) =>
  MODULE_GROUPS[group].flatMap((type): PaletteEntry[] => {
    const info = moduleInfo(type);
    if (type !== 'SELECTION') return [{ key: type, type, group, name: info.name, colour: info.colour, icon: info.icon }];
    return SELECTION_TYPES.map((selectionType) => ({
      key: `SELECTION:${selectionType}`,
      type,
      group,
      colour: info.colour,
      selectionType,
      ...selectionLooks[selectionType],
    }));
  }),
);

export function snapToGrid(position: { x: number; y: number }, grid = GRID_SIZE): { x: number; y: number } {
  return { x: Math.round(position.x / grid) * grid, y: Math.round(position.y / grid) * grid };
}

function selectionSettings(id: string, selectionType: SelectionType): Record<string, unknown> {
  if (selectionType === 'CARD') {
    const button = { id: `${id}-b1`, type: 'TEXT', text: 'Text', link: 'https://', value: '' };
    return { selectionType, payloads: [{ id: `${id}-c1`, title: '', subtitle: '', text: '', image: '', buttons: [button] }] };
  }
  if (selectionType === 'LIST') {
    return {
      selectionType,
      messageBoxOptionsButtonText: '',
      messageBoxBody: '',
      listHeader: '',
      payloads: [{ listSectionTitle: '', listCardRow: [{ id: `${id}-r1`, listRowId: `${id}-r1`, listRowTitle: 'Row 1', listRowDescription: '' }] }],
    };
  }
  return { selectionType, prompt: '', payloads: [{ id: `${id}-b1`, text: 'Button 1', type: 'TEXT', value: '', action: '', link: '' }] };
}

/** The settings a new module of a type starts with (spec 3.2 defaults). */
export function defaultSettings(type: ModuleType, id: string, selectionType: SelectionType = 'QUICKREPLY'): Record<string, unknown> {
  switch (type) {
    case 'MESSAGE':
      return { messageType: 'TEXT', payloads: [''] };
    case 'SELECTION':
      return selectionSettings(id, selectionType);
    case 'SUPPORT_AGENT':
      return { agentType: 'support', exitActions: {}, functionConnections: [], localizedButtonTexts: {} };
    case 'AI':
      return { aiMode: 'MESSAGE', threshold: 0.5 };
    case 'HANDOVER':
      return { mode: 'internal' };
    case 'SWITCH':
      return { botID: '', version: '' };
    case 'CODESTATION':
      return { functionId: '', functionVersion: '', parameter: [] };
    case 'INTEGRATION':
      return {
        url: '',
        queryParams: [],
        requestMethod: 'POST',
        authOption: 'No Auth',
        authParams: {},
        bodySendOption: 'automatically',
        headers: [],
        responseReceiveOption: 'automatically',
        variables: {},
        serviceType: 'internal',
      };
    case 'LOGIC':
      return { payloads: [] };
    case 'INPUT':
      return { inputType: 'Any' };
    case 'ZAPIER':
      return { zapID: '' };
    case 'COMMERCE':
      return { integrationId: '', catalogId: '', payloads: [] };
    case 'PAYMENT':
      return { integrationId: '' };
    case 'THIRDPARTY':
      return { timeToWait: 0 };
    case 'ECOMMERCE':
      return { language: 'EN', gateway: '', action: '' };
    case 'EMAIL':
      return { emailTo: '', emailCc: '', emailSubject: '', emailTemplate: '' };
    case 'LANGUAGE':
      return { payloads: [] };
    case 'GENERATIVE':
      return { aiMode: 'MESSAGE', knowledgeBaseId: [], toggleForKbOnly: false, useMessageLimit: false, returnAnswerAsParameterOnly: false, intents: [] };
    case 'PAYMENTS':
      return { paymentType: 'WHATSAPP_PAYMENT', payloads: { currency: 'TRY' } };
    case 'START':
    case 'END':
    case 'GENERIC':
      return {};
  }
}

export type NewModuleOptions = { selectionType?: SelectionType; name?: string };

/** A new module for the canvas: default name (the palette name) and default settings. */
export function newModule(type: string, position: { x: number; y: number }, id: string, options: NewModuleOptions = {}): FlowModule {
  const info = moduleInfo(type);
  const selectionType = options.selectionType ?? 'QUICKREPLY';
  const paletteName = info.type === 'SELECTION' ? selectionLooks[selectionType].name : info.name;
  return readModule({
    id,
    type: info.type,
    name: options.name?.trim() || paletteName,
    position: { x: position.x, y: position.y },
    connections: [],
    settings: defaultSettings(info.type, id, selectionType),
  });
}
