import { useText } from '../../../kit/useText';
import type { RuleText } from './rules';

/** Channel limits (spec 9) that apply to what the panel holds: notes, never blocking. */
export function HintList({ hints, label }: { hints: readonly RuleText[]; label: string }) {
  const text = useText(['panelsContent']);
  if (hints.length === 0) return null;
  return (
    <ul className="content-hints" aria-label={label}>
      {hints.map((hint) => (
        <li key={hint.key}>{text(hint)}</li>
      ))}
    </ul>
  );
}
