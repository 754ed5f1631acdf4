import { useState } from 'react';
import type { RuleText } from './moduleEdit';

/**
 * A text field whose stored value must obey a rule (a regex that compiles, a URL of at
 * most 500 characters, a timeout of 3-300 s): what is typed is kept here and stored only
 * while it is valid, so the flow never holds a broken value; the rule's text shows meanwhile.
 * A stored value changed from outside (undo) replaces the draft.
 */
export function useDraft(stored: string, rule: (draft: string) => RuleText | null, store: (draft: string) => void) {
  const [draft, setDraft] = useState(stored);
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setDraft(stored);
  }
  const change = (next: string) => {
    setDraft(next);
    if (!rule(next)) store(next);
  };
  return { draft, problem: rule(draft), change };
}
