// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebChatClient } from '../../../services/contracts/conversations';
import { WithActors } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { ChatWidget } from './ChatWidget';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function client(): WebChatClient {
  return {
    channel: vi.fn(async () => ({ id: 'ch1', name: 'Web chat', assistantName: 'Helper' })),
    start: vi.fn(async () => ({ conversationId: 'c42', clientToken: 't1', messages: [], ended: false })),
    send: vi.fn(),
    restart: vi.fn(),
    history: vi.fn(),
  } as unknown as WebChatClient;
}

describe('chat widget: Inspect link', () => {
  it('in developer mode links the open conversation to the conversation inspector in a new tab', async () => {
    render(
      <WithActors>
        <ChatWidget channelId="ch1" client={client()} storage={sessionStorage} devMode />
      </WithActors>,
    );
    const link = await screen.findByRole('link', { name: /^Inspect/ });
    expect(link.textContent).toBe('Inspect (opens in a new tab)');
    expect(link.getAttribute('href')).toBe('/conversation-inspector?id=c42');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('is not shown outside developer mode', async () => {
    render(
      <WithActors>
        <ChatWidget channelId="ch1" client={client()} storage={sessionStorage} devMode={false} />
      </WithActors>,
    );
    expect(await screen.findByRole('heading', { name: 'Helper' })).toBeTruthy();
    await screen.findByRole('textbox');
    expect(screen.queryByRole('link', { name: /Inspect/ })).toBeNull();
  });
});
