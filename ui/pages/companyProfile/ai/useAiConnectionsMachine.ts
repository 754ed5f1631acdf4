import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { AiConnectionCalls } from '../../../../machines/ai/aiConnections';
import { aiConnectionsMachine, type AiConnectionsInput, type SaveAiConnectionRequest } from '../../../../machines/ai/aiConnections.machine';
import { useConsoleActors } from '../../../app/ConsoleActorsContext';
import { callActor } from '../../../channels/callActor';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';

export type AiConnectionsActor = ActorRefFrom<typeof aiConnectionsMachine>;

/** The AI tab's machine with the console's AI connection calls: a save creates or updates as the popup says. */
export function provideAiConnections(calls: AiConnectionCalls) {
  return aiConnectionsMachine.provide({
    actors: {
      loadConnections: callActor(calls.loadConnections),
      saveConnection: fromPromise<unknown, SaveAiConnectionRequest>(({ input, signal }) => {
        if (input.mode === 'edit') return calls.updateConnection({ id: input.id, name: input.name, type: input.type, settings: input.settings }, signal);
        return calls.createConnection({ companyId: input.companyId, name: input.name, type: input.type, settings: input.settings }, signal);
      }),
      deleteConnection: callActor(calls.deleteConnection),
    },
  });
}

/** The running AI tab machine of a company: an ADMIN manages, a USER reads. */
export function useAiConnectionsMachine(input: AiConnectionsInput): AiConnectionsActor {
  const { aiConnections } = useConsoleActors();
  const [logic] = useState(() => provideAiConnections(aiConnections));
  return useActorRef(logic, { input });
}
