import { loginModel } from '../models/login.model';
import type { CatalogueEntry } from './model';

/** Every machine of machines/ with the scenarios and events its paths are generated from. */
export const machineCatalogue = {
  login: loginModel,
} satisfies Record<string, CatalogueEntry>;

export type MachineName = keyof typeof machineCatalogue;

export function isMachineName(name: string): name is MachineName {
  return Object.hasOwn(machineCatalogue, name);
}
