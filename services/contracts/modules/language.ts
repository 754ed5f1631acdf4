import { z } from 'zod';
import { moduleSettings } from './common';

/**
 * LANGUAGE, language detection (spec 03 sections 2.15, 3.2, 5.9): one route per language; a
 * route's target is the connection { optionID: <route id> }. A new route has no language yet.
 */
export const languageRoute = z.looseObject({
  id: z.string().min(1, 'A route needs its id.'),
  /** A language code (en, tr, ...), '' until one is chosen. */
  languageId: z.string().optional(),
});
export type LanguageRoute = z.infer<typeof languageRoute>;

export const languageSettings = moduleSettings({
  payloads: z
    .array(languageRoute)
    .superRefine((routes, ctx) => {
      const used = new Set<string>();
      routes.forEach((route, index) => {
        const language = route.languageId ?? '';
        if (language !== '' && used.has(language)) {
          ctx.addIssue({ code: 'custom', path: [index, 'languageId'], message: 'There is already a route for this language, please select another.' });
        }
        used.add(language);
      });
    })
    .optional(),
});
export type LanguageSettings = z.infer<typeof languageSettings>;
