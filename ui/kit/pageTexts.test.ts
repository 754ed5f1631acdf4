import { describe, expect, it, vi } from 'vitest';
import { loadTexts, sayLateTexts, textsLoadedFirst, textsLoading } from './pageTexts';

describe('texts loaded ahead of the part that shows them', () => {
  it('says nothing of texts a route or the first load asked for, and names any other a page waits for', async () => {
    const say = vi.fn();
    sayLateTexts(say);
    textsLoadedFirst(['common']);
    await loadTexts(['designer', 'chatbotTest']);
    textsLoading('common');
    textsLoading('designer');
    textsLoading('chatbotTest');
    expect(say).not.toHaveBeenCalled();
    textsLoading('panelsMore');
    expect(say).toHaveBeenCalledExactlyOnceWith('panelsMore');
    sayLateTexts(() => undefined);
  });
});
