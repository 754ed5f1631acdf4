import { describe, expect, it } from 'vitest';
import { codeOfAnswer, codeWritingMessages, PARAMETERS_MARK } from './codeWritingPrompt';

describe('the code-writing prompt', () => {
  it("tells the model the code station's contract and the parameters, and gives it the description", () => {
    const [system, user] = codeWritingMessages('Add two numbers.', ['a', 'b']);
    expect(system?.content).toContain('function main(params)');
    expect(system?.content).toContain(`${PARAMETERS_MARK} ["a","b"]`);
    expect(user).toEqual({ role: 'user', content: 'Add two numbers.' });
  });

  it("reads the code from the model's first fenced block, else the whole answer", () => {
    expect(codeOfAnswer('Here you are:\n```javascript\nreturn { sum: 1 };\n```\nAnd more ```js\nx\n```')).toBe('return { sum: 1 };');
    expect(codeOfAnswer('```\nreturn {};\n```')).toBe('return {};');
    expect(codeOfAnswer('  return { ok: true };  ')).toBe('return { ok: true };');
    expect(codeOfAnswer('```js\n```')).toBe('');
  });
});
