import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../../machines/resource.machine';
import type { TextRef } from '../../../machines/text';

export type Resource<TData> = {
  status: 'loading' | 'ready' | 'failed';
  data: TData | null;
  error: TextRef | null;
  reload: () => void;
};

/**
 * Reads something a panel shows from the server through the resource machine: `load` is
 * called with `query` when the panel opens and again whenever `query` changes (compared as
 * JSON). `query` null means "nothing to load yet" (e.g. no integration chosen): ready, no data.
 */
export function useResource<TData, TQuery>(query: TQuery | null, load: (query: TQuery, signal: AbortSignal) => Promise<TData>): Resource<TData> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [logic] = useState(() =>
    resourceMachine.provide({
      actors: {
        load: fromPromise<unknown, unknown>(({ input, signal }) => (input === null ? Promise.resolve(null) : loadRef.current(input as TQuery, signal))),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { query } });
  const key = JSON.stringify(query);
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    actor.send({ type: 'RELOAD', query });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, actor]);
  const status = useSelector(actor, (s) => s.value as Resource<TData>['status']);
  const data = useSelector(actor, (s) => s.context.data as TData | null);
  const error = useSelector(actor, (s) => s.context.error);
  return { status, data, error, reload: () => actor.send({ type: 'RELOAD' }) };
}
