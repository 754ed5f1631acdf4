import { LanguagePanel } from '../panels/more/LanguagePanel';
import type { ModulePanel } from '../panels/types';

/** LANGUAGE (services/contracts/modules/language.ts): the side menu shows the language detection panel. */
export const languagePanel: ModulePanel<'LANGUAGE'> = LanguagePanel;
