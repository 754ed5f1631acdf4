import { useEffect, useState } from 'preact/hooks';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/** The actor's current snapshot, drawn again on each change. */
export function useSnapshot<A extends AnyActorRef>(actor: A): SnapshotFrom<A> {
  const [snapshot, setSnapshot] = useState<SnapshotFrom<A>>(actor.getSnapshot());
  useEffect(() => {
    // A change between the first draw and this subscription would be missed otherwise.
    setSnapshot(actor.getSnapshot());
    const subscription = actor.subscribe((next: SnapshotFrom<A>) => setSnapshot(next));
    return () => subscription.unsubscribe();
  }, [actor]);
  return snapshot;
}
