/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import type { MessengerSettings } from './settings';
import type { WidgetTexts } from './texts';

type Props = { callout: NonNullable<MessengerSettings['callout']>; texts: WidgetTexts; onStart: () => void; onDismiss: () => void };

/** The callout beside the closed launcher: typing first (when set), then its text after its delay, with up to three buttons. */
export function Callout({ callout, texts, onStart, onDismiss }: Props) {
  const [stage, setStage] = useState<'waiting' | 'typing' | 'shown'>('waiting');
  useEffect(() => {
    const timers = [setTimeout(() => setStage('shown'), callout.delayMs)];
    if (callout.typingMs !== null && callout.typingMs < callout.delayMs) timers.push(setTimeout(() => setStage((now) => (now === 'waiting' ? 'typing' : now)), callout.typingMs));
    return () => timers.forEach(clearTimeout);
  }, [callout]);
  if (stage === 'waiting') return null;
  if (stage === 'typing')
    return (
      <div class="wm-callout" role="status">
        <span aria-hidden="true">•••</span>
        <span class="wm-hidden">{texts.typing}</span>
      </div>
    );
  return (
    <div class="wm-callout" role="status">
      <button type="button" class="wm-dismiss" aria-label={texts.close} onClick={onDismiss}>
        ×
      </button>
      <p class="wm-text" dir="auto">
        {callout.text}
      </p>
      <div class="wm-choices">
        {callout.actions.map((action) => {
          const style = { ...(action.color ? { background: action.color } : {}), ...(action.textColor ? { color: action.textColor } : {}) };
          return action.link ? (
            <a key={action.id} class="wm-choice" style={style} href={action.link} target="_blank" rel="noopener noreferrer">
              {action.text}
            </a>
          ) : (
            <button key={action.id} type="button" class="wm-choice" style={style} onClick={onStart}>
              {action.text}
            </button>
          );
        })}
      </div>
    </div>
  );
}
