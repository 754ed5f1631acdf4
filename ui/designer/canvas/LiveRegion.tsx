import { useCallback, useEffect, useRef, useState } from 'react';

export type Said = { text: string; count: number };
export type Announce = (text: string) => void;

/**
 * What the canvas tells a screen reader. Texts announced in the same moment (a module added
 * then selected) are read as one; the same text said twice is read twice (a new node each time).
 */
export function useLiveRegion(): { said: Said; announce: Announce } {
  const [said, setSaid] = useState<Said>({ text: '', count: 0 });
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const announce = useCallback<Announce>((text) => {
    if (!text) return;
    pending.current.push(text);
    if (timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const joined = pending.current.join(' ');
      pending.current = [];
      setSaid((previous) => ({ text: joined, count: previous.count + 1 }));
    }, 0);
  }, []);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return { said, announce };
}

/** The polite live region: present from the start (so the first announcement is heard), seen by no one; in the interface's direction. */
export function LiveRegion({ said, dir }: { said: Said; dir?: 'ltr' | 'rtl' }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="designer-announcer" dir={dir}>
      <span key={said.count}>{said.text}</span>
    </div>
  );
}
