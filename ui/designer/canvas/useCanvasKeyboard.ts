import { useEffect, type RefObject } from 'react';
import type { DesignerEditor } from '../createEditor';
import type { DesignerActor, DesignerSnapshot } from '../../pages/designer/designerActor';
import { GRID_SIZE } from '../../../services/contracts/moduleCatalogue';
import { canvasCommand, neighbour, steppedPosition, type CanvasCommand } from './canvasKeys';
import { flowOrder } from './flowOrder';
import { moduleBox } from './freePlace';
import type { Announce } from './LiveRegion';
import { useLatest } from '../../kit/useLatest';

export type CanvasKeyboardTexts = {
  nothingThatWay: () => string;
  viewOnly: () => string;
  noOutputs: (name: string) => string;
};

export type CanvasKeyboardOptions = {
  container: RefObject<HTMLElement | null>;
  editor: RefObject<DesignerEditor | null>;
  actor: DesignerActor;
  announce: Announce;
  texts: CanvasKeyboardTexts;
  onHelp: () => void;
};

/** The module (its id) a DOM element belongs to, when it is a module of this canvas. */
export function moduleIdOf(container: HTMLElement, element: EventTarget | Element | null): string | null {
  if (!(element instanceof Element)) return null;
  const node = element.closest('[data-module-id][role="option"]');
  return node && container.contains(node) ? node.getAttribute('data-module-id') : null;
}

const isDialogOpen = (s: DesignerSnapshot) => s.matches('confirmingDelete') || s.matches('connecting');

/**
 * The canvas's keys on a focused module (see canvasKeys.ts), and the keyboard's way back
 * after a question: when the delete confirmation or the connect picker closes and the
 * module that had the focus is gone (deleted), the one before it in flow order gets the
 * focus and the selection; when the focus was simply lost, its module gets it back.
 */
export function useCanvasKeyboard({ container, editor, actor, announce, texts, onHelp }: CanvasKeyboardOptions): void {
  const latest = useLatest({ announce, texts, onHelp });

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const goTo = (id: string | undefined) => {
      if (!id) return;
      actor.send({ type: 'SELECT_MODULE', id });
      void editor.current?.focusModule(id);
    };
    const run = (command: CanvasCommand, id: string) => {
      const snapshot = actor.getSnapshot();
      const { flow, readOnly } = snapshot.context;
      const module = flow.modules.find((m) => m.id === id);
      if (!module) return;
      const { announce: say, texts: words } = latest.current;
      switch (command.kind) {
        case 'go': {
          const to = neighbour(flow.modules.map(moduleBox), id, command.direction);
          if (to) goTo(to);
          else say(words.nothingThatWay());
          return;
        }
        case 'first':
        case 'last':
        case 'next':
        case 'previous': {
          const order = flowOrder(flow.modules);
          const at = order.indexOf(id);
          const to = { first: order[0], last: order[order.length - 1], next: order[at + 1], previous: at > 0 ? order[at - 1] : undefined }[command.kind];
          if (to) goTo(to);
          else say(words.nothingThatWay());
          return;
        }
        case 'move': {
          if (readOnly) {
            say(words.viewOnly());
            return;
          }
          actor.send({ type: 'MOVE_MODULE', id, position: steppedPosition(module.position, command.direction, GRID_SIZE) });
          void editor.current?.reveal(id);
          return;
        }
        case 'connect': {
          if (readOnly) say(words.viewOnly());
          else if (!snapshot.can({ type: 'START_CONNECT', id })) say(words.noOutputs(module.name));
          else actor.send({ type: 'START_CONNECT', id });
          return;
        }
        case 'help':
          latest.current.onHelp();
          return;
      }
    };
    // Keys pressed since a question closed: the focus they moved is the user's, not to be given back.
    let keysPressed = 0;
    const handleKeyDown = (event: KeyboardEvent) => {
      keysPressed += 1;
      if (event.defaultPrevented) return;
      const id = moduleIdOf(element, event.target);
      const command = id ? canvasCommand(event) : null;
      if (!id || !command) return;
      event.preventDefault();
      run(command, id);
    };
    element.addEventListener('keydown', handleKeyDown);

    // Which module had the keyboard when a question opened, to give it back when it closes.
    let before = actor.getSnapshot();
    let owner: string | null = null;
    const subscription = actor.subscribe((now) => {
      const was = before;
      before = now;
      if (isDialogOpen(now) && !isDialogOpen(was)) owner = moduleIdOf(element, document.activeElement);
      if (!isDialogOpen(was) || isDialogOpen(now) || owner === null) return;
      const id = owner;
      owner = null;
      const exists = (m: string) => now.context.flow.modules.some((x) => x.id === m);
      let next = id;
      if (!exists(id)) {
        const old = flowOrder(was.context.flow.modules);
        next =
          old
            .slice(0, Math.max(0, old.indexOf(id)))
            .reverse()
            .find(exists) ??
          flowOrder(now.context.flow.modules)[0] ??
          id;
        actor.send({ type: 'SELECT_MODULE', id: next });
      }
      // The dialog gives the focus back to what had it, if it still exists; a few frames later, see
      // (unless the user has pressed a key since: then the focus is where they took it).
      let frames = 3;
      const keysAtClose = keysPressed;
      const check = () => {
        if (keysPressed !== keysAtClose) return;
        if (frames-- > 0) {
          requestAnimationFrame(check);
          return;
        }
        const active = document.activeElement;
        const lost = !active || active === document.body || !active.isConnected;
        if (lost || (element.contains(active) && moduleIdOf(element, active) !== next)) void editor.current?.focusModule(next);
      };
      requestAnimationFrame(check);
    });
    return () => {
      element.removeEventListener('keydown', handleKeyDown);
      subscription.unsubscribe();
    };
  }, [actor, container, editor, latest]);
}
