import type { Snapshot } from 'xstate';
import type { guideMachine } from '../../../machines/companies/guide.machine';
import type { ActorRefFrom } from 'xstate';

/**
 * Where a person is in the guide, kept in this browser so that a reload (or the guide opened in
 * another tab) resumes there: the company made at step two is not made again. Only the steps a
 * person rests on are kept, never a call under way, so resuming never repeats a call.
 */
const RESTING_STEPS = ['start', 'company', 'companyInfo', 'chatbot'] as const;

const keyOf = (userId: string) => `guide-progress:${userId}`;

type GuideActorRef = ActorRefFrom<typeof guideMachine>;

/** The kept progress of this user, when there is a usable one. */
export function restoredGuide(userId: string | undefined, storage: Storage = localStorage): Snapshot<unknown> | undefined {
  if (!userId) return undefined;
  try {
    const kept = JSON.parse(storage.getItem(keyOf(userId)) ?? 'null') as { status?: unknown; value?: unknown; context?: { userId?: unknown } } | null;
    const usable = kept !== null && kept.status === 'active' && RESTING_STEPS.includes(kept.value as (typeof RESTING_STEPS)[number]) && kept.context?.userId === userId;
    return usable ? (kept as Snapshot<unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the progress while the guide runs; forgets it when the guide is over. Returns the unsubscribe. */
export function keepGuideProgress(actorRef: GuideActorRef, userId: string | undefined, storage: Storage = localStorage): () => void {
  if (!userId) return () => undefined;
  const subscription = actorRef.subscribe((snapshot) => {
    if (snapshot.status !== 'active') storage.removeItem(keyOf(userId));
    else if (RESTING_STEPS.some((step) => snapshot.matches(step))) storage.setItem(keyOf(userId), JSON.stringify(actorRef.getPersistedSnapshot()));
  });
  return () => subscription.unsubscribe();
}
