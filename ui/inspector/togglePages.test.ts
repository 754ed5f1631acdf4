import { describe, expect, it } from 'vitest';
import { showsInspectorToggle } from './togglePages';

describe('the floating Inspector button', () => {
  it('is left out of the test chat and the inspector page, and shown elsewhere', () => {
    expect(showsInspectorToggle('/chatbot-test')).toBe(false);
    expect(showsInspectorToggle('/chatbot-test/')).toBe(false);
    expect(showsInspectorToggle('/inspector')).toBe(false);
    expect(showsInspectorToggle('/')).toBe(true);
    expect(showsInspectorToggle('/conversations')).toBe(true);
    expect(showsInspectorToggle('/login')).toBe(true);
  });
});
