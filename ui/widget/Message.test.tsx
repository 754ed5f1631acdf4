/** @jsxImportSource preact */
// @vitest-environment jsdom
import { getByText } from '@testing-library/dom';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Message } from './Message';
import { widgetTexts } from './texts';

const hosts: HTMLElement[] = [];
afterEach(() => hosts.splice(0).forEach((host) => render(null, host)));

function shown(view: Parameters<typeof Message>[0]['view']): HTMLElement {
  const host = document.createElement('div');
  host.dir = 'rtl';
  hosts.push(host);
  render(<Message view={view} active onChoose={() => undefined} texts={widgetTexts('ar')} origin="https://console.example" />, host);
  return host;
}

describe('a message in a right-to-left widget', () => {
  it('marks each text to take the direction of its own words (an English answer keeps its question mark at the end)', () => {
    const english = shown({ kind: 'quickReply', text: 'What would you like to know?', buttons: [] });
    expect(getByText(english, 'What would you like to know?').closest('p')?.getAttribute('dir')).toBe('auto');
    const arabic = shown({ kind: 'text', text: 'مرحبا بك' });
    expect(getByText(arabic, 'مرحبا بك').closest('p')?.getAttribute('dir')).toBe('auto');
  });
});
