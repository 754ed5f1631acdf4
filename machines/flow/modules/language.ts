import type { FlowModuleOf } from '../../../services/contracts/modules';
import { optionTarget } from '../connections';
import type { ModuleCompiler } from './compiler';

/** The routes that have a language. */
export const routesOf = (module: FlowModuleOf<'LANGUAGE'>): Array<{ id: string; languageId: string }> =>
  (module.settings.payloads ?? []).flatMap((route) => (typeof route.languageId === 'string' ? [{ id: route.id, languageId: route.languageId }] : []));

/**
 * LANGUAGE, language detection: the detectLanguage actor on the last reply; the route of the
 * detected language is followed, no route or no language falls back.
 */
export const languageCompiler: ModuleCompiler<'LANGUAGE'> = {
  compile(module, kit) {
    const routes = routesOf(module);
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
  transitions(module, kit) {
    for (const route of routesOf(module)) {
      const connection = module.connections.find((c) => c.optionID === route.id);
      kit.add(`route:${route.id}`, 'route', `the language is ${route.languageId}`, connection?.id ?? null, connection);
    }
    kit.fallBack('noRoute', 'noRoute', 'no route for the detected language');
    kit.fallBack('failed', 'effectFailed', 'the language cannot be detected');
  },
  walk(module, kit) {
    const detected = (languageId: string | null) => kit.answered({ kind: 'language', moduleId: module.id, ok: true, detected: languageId });
    for (const route of routesOf(module)) kit.go(`route:${route.id}`, optionTarget(module, route.id), detected(route.languageId));
    kit.go('noRoute', kit.fallBack, detected(null));
    kit.go('failed', kit.fallBack, kit.answered({ kind: 'language', moduleId: module.id, ok: false }));
  },
};
