import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { aiListMachine, type AiListItem, type AiListKind } from '../../../../machines/ai/aiList.machine';
import { useDesignerData } from '../dataContext';
import { useLatest } from '../../../kit/useLatest';

/**
 * The intents or entities of an AI connection through the aiList machine, with the
 * connection's calls; `onRemoved` hears the names the provider really removed.
 */
export function useAiList(kind: AiListKind, aiId: string, onRemoved: (names: string[]) => void) {
  const data = useDesignerData();
  const latestRemoved = useLatest(onRemoved);
  const [logic] = useState(() =>
    aiListMachine.provide({
      actors: {
        load: fromPromise(async ({ input }): Promise<AiListItem[]> =>
          kind === 'intent'
            ? (await data.intentsOf(input.aiId)).map((i) => ({ id: i.intent_id, name: i.intent }))
            : (await data.entitiesOf(input.aiId)).map((e) => ({ id: e.entity_id, name: e.entity, labels: e.labels })),
        ),
        add: fromPromise(({ input }) => (kind === 'intent' ? data.addIntent(input.aiId, input.name) : data.addEntity(input.aiId, input.name))),
        // One call per item (spec 7.1 has no bulk removal); each answer counts on its own.
        remove: fromPromise(({ input }) =>
          Promise.all(
            input.ids.map((id) => (kind === 'intent' ? data.removeIntent(input.aiId, id) : data.removeEntity(input.aiId, id)).catch(() => ({ success: false, statusCode: 0 }))),
          ),
        ),
      },
      actions: { itemsRemoved: (_, params) => latestRemoved.current(params.names) },
    }),
  );
  const actor = useActorRef(logic, { input: { kind, aiId } });
  const items = useSelector(actor, (s) => s.context.items);
  const error = useSelector(actor, (s) => s.context.error);
  const status = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const busy = useSelector(actor, (s) => s.matches('adding') || s.matches('deleting'));
  const pendingDelete = useSelector(actor, (s) => (s.matches('confirmingDelete') ? s.context.pendingDelete : null));
  return { actor, items, error, status, busy, pendingDelete };
}
