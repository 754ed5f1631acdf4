import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Blocker } from 'react-router-dom';
import { fromPromise, waitFor, type AnyActorRef, type SnapshotFrom, type AnyStateMachine } from 'xstate';
import { leavePageMachine } from '../../machines/shell/leavePage.machine';
import type { TextRef } from '../../machines/shared/text';
import { useInspectedActorRef as useActorRef } from '../inspector/inspection';
import { useLeaveConfirmation } from './useLeaveConfirmation';

export type LeavePageState = {
  isOpen: boolean;
  isSaving: boolean;
  error: TextRef | null;
  /** Save Changes is offered only when the screen can save (a read-only screen cannot). */
  canSave: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  onSave: () => void;
};

/**
 * The leave-page question (spec 2.17) for a screen with unsaved changes: the router holds the
 * navigation (useLeaveConfirmation, which also asks the browser before the tab closes), the
 * leavePage machine asks, and Save Changes runs the screen's `save` before going on.
 */
export function useLeavePage({ dirty, save, key = 'id' }: { dirty: boolean; save: (() => Promise<void>) | null; key?: string | readonly string[] }): LeavePageState {
  const blocker = useLeaveConfirmation(dirty, key);
  // What the machine's actor and actions reach for when they run: the newest blocker and save.
  const [live] = useState(() => new Map<'blocker' | 'save', unknown>());
  useEffect(() => {
    live.set('blocker', blocker);
    live.set('save', save);
  });
  const [logic] = useState(() => {
    const current = () => ({ blocker: live.get('blocker') as Blocker | undefined, save: live.get('save') as (() => Promise<void>) | null | undefined });
    return leavePageMachine.provide({
      actors: {
        save: fromPromise(async () => {
          const { save: run } = current();
          if (!run) throw new Error('This page cannot save.');
          await run();
        }),
      },
      actions: {
        proceed: () => current().blocker?.proceed?.(),
        stay: () => current().blocker?.reset?.(),
      },
    });
  });
  const actor = useActorRef(logic);
  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => {
    if (blocker.state === 'blocked') actor.send({ type: 'BLOCKED' });
  }, [blocker.state, actor]);
  return {
    isOpen: blocker.state === 'blocked' && (snapshot.matches('asking') || snapshot.matches('saving')),
    isSaving: snapshot.matches('saving'),
    error: snapshot.context.error,
    canSave: save !== null,
    onCancel: () => actor.send({ type: 'CANCEL' }),
    onDiscard: () => actor.send({ type: 'DISCARD' }),
    onSave: () => actor.send({ type: 'SAVE' }),
  };
}

/**
 * A screen's save run through its own machine: sends `event`, waits until it is no longer
 * saving, and fails with the machine's own text when the changes are still unsaved.
 */
export async function saveThrough<M extends AnyStateMachine>(
  actor: AnyActorRef,
  event: { type: string },
  read: { saving: (s: SnapshotFrom<M>) => boolean; dirty: (s: SnapshotFrom<M>) => boolean; error: (s: SnapshotFrom<M>) => TextRef | null | undefined },
): Promise<void> {
  actor.send(event);
  const settled = (await waitFor(actor, (s) => !read.saving(s as SnapshotFrom<M>))) as SnapshotFrom<M>;
  if (read.dirty(settled)) throw read.error(settled) ?? { key: 'leavePage.errors.saveFailed' };
}
