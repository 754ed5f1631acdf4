import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../inspector/inspection';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/shared/resource.machine';
import type { TextRef } from '../../machines/shared/text';
import { useLatest } from './useLatest';

export type ResourceStatus = 'loading' | 'refreshing' | 'ready' | 'empty' | 'failed';

export type Resource<TData> = {
  status: ResourceStatus;
  /** The last answer; kept while refreshing and after a failed refresh. */
  data: TData | null;
  error: TextRef | null;
  /** Asks again from scratch (Retry after a failure). */
  reload: () => void;
  /** Asks again after a change, keeping the answer on screen while it loads. */
  refresh: () => void;
};

export type ResourceOptions = {
  /** The text of a failed answer other than "no answer" and 5xx (default: spec 03's query failure). */
  failureKey?: string;
  /** An empty list lands in `empty` instead of `ready`. */
  emptyOnNone?: boolean;
};

/**
 * Reads something a screen shows from the server through the resource machine: `load` is
 * called with `query` when the screen opens and again whenever `query` changes (compared as
 * JSON). `query` null means "nothing to load yet" (e.g. no integration chosen): ready, no data.
 */
export function useResource<TData, TQuery>(query: TQuery | null, load: (query: TQuery, signal: AbortSignal) => Promise<TData>, options: ResourceOptions = {}): Resource<TData> {
  const latestLoad = useLatest(load);
  const [logic] = useState(() =>
    resourceMachine.provide({
      actors: {
        load: fromPromise<unknown, unknown>(({ input, signal }) => (input === null ? Promise.resolve(null) : latestLoad.current(input as TQuery, signal))),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { query, ...options } });
  const key = JSON.stringify(query);
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    actor.send({ type: 'RELOAD', query });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, actor]);
  const status = useSelector(actor, (s) => s.value as ResourceStatus);
  const data = useSelector(actor, (s) => s.context.data as TData | null);
  const error = useSelector(actor, (s) => s.context.error);
  const [commands] = useState(() => ({
    reload: () => actor.send({ type: 'RELOAD' }),
    refresh: () => actor.send({ type: 'REFRESH' }),
  }));
  return { status, data, error, ...commands };
}
