import { useCallback, useState } from 'react';
import { useConsoleActors } from '../../app/ConsoleActorsContext';

/** How a person arranged the designer: which side panels are open and whether the minimap shows. */
export type DesignerLayout = { palette: boolean; panel: boolean; minimap: boolean };

/** Both panels open, the minimap hidden: it would lie over the modules. */
export const DEFAULT_LAYOUT: DesignerLayout = { palette: true, panel: true, minimap: false };

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** One arrangement per user of this browser (a shared computer keeps each person's own). */
export const layoutKey = (userId: string | null | undefined) => `designer.layout:${userId ?? 'anonymous'}`;

/** The arrangement kept for this user; the default for whatever is missing or unreadable. */
export function readLayout(store: Store | undefined, userId: string | null | undefined): DesignerLayout {
  try {
    const kept = JSON.parse(store?.getItem(layoutKey(userId)) ?? 'null') as Partial<Record<keyof DesignerLayout, unknown>> | null;
    const flag = (name: keyof DesignerLayout) => (typeof kept?.[name] === 'boolean' ? (kept[name] as boolean) : DEFAULT_LAYOUT[name]);
    return { palette: flag('palette'), panel: flag('panel'), minimap: flag('minimap') };
  } catch {
    return { ...DEFAULT_LAYOUT };
  }
}

/** Keeps a change, merged with what is kept already (the canvas and the workspace each change their own part). */
export function writeLayout(store: Store | undefined, userId: string | null | undefined, change: Partial<DesignerLayout>): DesignerLayout {
  const next = { ...readLayout(store, userId), ...change };
  try {
    store?.setItem(layoutKey(userId), JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the arrangement lasts for this page only.
  }
  return next;
}

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** One part of the signed-in user's arrangement, as React state that is kept on every change. */
export function useLayoutPart<K extends keyof DesignerLayout>(part: K): [boolean, (value: boolean) => void] {
  const { session } = useConsoleActors();
  const [userId] = useState(() => session.getUserInfo()?.id ?? null);
  const [value, setValue] = useState(() => readLayout(storage(), userId)[part]);
  const change = useCallback(
    (next: boolean) => {
      setValue(next);
      writeLayout(storage(), userId, { [part]: next });
    },
    [part, userId],
  );
  return [value, change];
}
