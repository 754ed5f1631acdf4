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
  it('reads in the direction of its own words: an English answer keeps its question mark at the end', () => {
    const host = shown({ kind: 'quickReply', text: 'What would you like to know?', buttons: [] });
    expect(getByText(host, 'What would you like to know?').closest('p')?.getAttribute('dir')).toBe('auto');
  });

  it('an Arabic answer follows the widget to the right', () => {
    const host = shown({ kind: 'text', text: 'مرحبا بك' });
    expect(getByText(host, 'مرحبا بك').closest('p')?.getAttribute('dir')).toBe('auto');
  });
});
