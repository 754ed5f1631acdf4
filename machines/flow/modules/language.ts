import { optionTarget } from '../connections';
import type { ModuleCompiler } from './compiler';

/**
 * LANGUAGE, language detection: the detectLanguage actor on the last reply; the route of the
 * detected language is followed, no route or no language falls back.
 */
export const languageCompiler: ModuleCompiler<'LANGUAGE'> = {
  compile(module, kit) {
    const routes = (module.settings.payloads ?? []).flatMap((route) => (typeof route.languageId === 'string' ? [{ id: route.id, languageId: route.languageId }] : []));
    return {
      final: false,
      state: kit.effect(
        module,
        'detectLanguage',
        ({ context }) => ({ text: context.lastInput?.text ?? '' }),
        [
          ...routes.map((route) => ({ guard: { type: 'languageIs', params: { languageId: route.languageId } }, target: kit.to(optionTarget(module, route.id)) })),
          kit.fallBack(module, 'no route for the detected language'),
        ],
        'the language could not be detected',
      ),
    };
  },
};
