import { useApolloClient } from '@apollo/client/react';
import { commonTexts } from '../../../machines/shared/text';
import type { BotTemplate } from '../../../services/contracts/assistants';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useResource } from '../../kit/useResource';

/** Every template of the library (the /templates and /marketplace pages). */
export function useTemplates() {
  const client = useApolloClient();
  const { assistants } = useConsoleActors();
  return useResource<BotTemplate[], { bySpecialization: null }>({ bySpecialization: null }, (q, signal) => assistants.fetchBotTemplates(q, { signal, client }), {
    failureKey: commonTexts.other,
  });
}
