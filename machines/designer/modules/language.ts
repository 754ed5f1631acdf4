import { optionSlot } from '../outputSlot';
import type { ModuleDesign } from './design';

/** LANGUAGE: one output per route, labelled with its language; it needs at least one route. */
export const languageDesign: ModuleDesign<'LANGUAGE'> = {
  slots: (module) => (module.settings.payloads ?? []).flatMap((route) => (route.id ? [optionSlot(route.id, route.languageId ?? '')] : [])),
  missingFields: (module) => ((module.settings.payloads ?? []).length > 0 ? [] : ['languageRouteMissing']),
};
