import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PersistentMenuButton } from '../../../services/contracts/channels/instagramTools';
import { persistentMenuModel } from '../../../tests/paths/models/persistentMenu.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { guardedPaths } from '../../../tests/paths/model';
import { persistentMenuMachine, sentButton, type MenuButton, type PersistentMenuContext } from './persistentMenu.machine';

const { paths, failure: generationFailure } = guardedPaths(persistentMenuModel);
const ctx = (d: Driver) => d.snapshot().context as PersistentMenuContext;
const numbered = (key: string, n: number) => ({ key: `channels.instagram.errors.${key}`, values: { n } });

/** What is sent of a button: a link's URL, or a postback's payload (spec 02 section 5). */
const sent = (b: MenuButton) => (b.type === 'web_url' ? { type: 'web_url', title: b.title, url: b.url } : { type: 'postback', title: b.title, payload: b.payload });
const blankButton = { type: 'postback', title: '', payload: '', url: '' };
type Change = { type: string; index?: number; field?: string; value?: string; output?: Array<{ type: string; title: string; payload?: string; url?: string }> };

/** What each edit of the model does to the button it names. */
function expectChange(c: PersistentMenuContext, event: Change) {
  if (event.type === 'xstate.done.actor.loadList') {
    // Each stored button keeps its action; the other action starts empty.
    expect(c.rows).toEqual(event.output!.map((b) => ({ type: b.type, title: b.title, payload: b.payload ?? '', url: b.url ?? '' })));
  }
  if (event.type === 'ADD') expect(c.rows.at(-1)).toEqual(blankButton);
  if (event.type !== 'FIELD_CHANGED') return;
  // A button removed before takes no change.
  const button = c.rows[event.index!];
  if (!button) return;
  if (event.field === 'title') expect(button.title).toBe(event.value);
  if (event.field === 'type') expect(button.type).toBe(event.value);
  // A link's action is its URL, https:// put before its first typed character; a postback's is its payload.
  if (event.field === 'action' && button.type === 'web_url') expect(button.url).toBe(`https://${event.value}`);
  if (event.field === 'action' && button.type === 'postback') expect(button.payload).toBe(event.value);
}

const checks: StateChecks = {
  loading: (d) => {
    expect(d.invocations['loadList']?.at(-1)).toEqual({ channelId: 'ch1' });
  },
  editing: (d, step) => {
    const c = ctx(d);
    expectChange(c, step.event as Change);
    // Add is offered only below five buttons; every button has its row of problems.
    expect(d.snapshot().can({ type: 'ADD' })).toBe(c.rows.length < 5);
    expect(c.rows.length).toBeLessThanOrEqual(6);
    expect(c.problems).toHaveLength(c.rows.length);
    // A link's first typed character got https:// before it.
    c.rows.filter((b) => b.type === 'web_url' && b.url !== '').forEach((b) => expect(b.url).toMatch(/^https:\/\//));
    if (step.event.type !== 'SAVE') return;
    // SAVE stays here only with something wrong, said with the contract's text under the field.
    if (c.rows.length > 5) expect(c.listProblem).toEqual({ key: 'channels.instagram.errors.tooManyButtons' });
    c.rows.forEach((b, i) => {
      const action = b.type === 'web_url' ? b.url : b.payload;
      if (b.title === '') expect(c.problems[i]?.first).toEqual(numbered('missingTitle', i + 1));
      if (action === '') expect(c.problems[i]?.action).toEqual(numbered('missingAction', i + 1));
      if (b.type === 'web_url' && b.url === 'https://shop') expect(c.problems[i]?.action).toEqual(numbered('invalidUrl', i + 1));
    });
    expect(c.listProblem !== null || c.problems.some((p) => p.first ?? p.action)).toBe(true);
  },
  saving: (d) => {
    const c = ctx(d);
    expect(d.invocations['saveList']?.at(-1)).toEqual({ channelId: 'ch1', items: c.rows.map(sent) });
  },
  closed: (d, step) => {
    const outcomes: Record<string, unknown> = {
      'xstate.done.actor.saveList': { kind: 'success', text: { key: 'channels.whatsappCloudPopups.updated' } },
      'xstate.error.actor.saveList': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.updateFailed' } },
      'xstate.error.actor.loadList': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.fetchFailed' } },
    };
    expect(ctx(d).outcome).toEqual(outcomes[step.event.type] ?? null);
  },
};

describe('persistentMenuMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(persistentMenuMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(persistentMenuModel, path, checks);
  });
});

describe('a persistent menu button', () => {
  const button = (b: Partial<MenuButton>): MenuButton => ({ type: 'postback', title: 'Hours', payload: 'HOURS', url: 'https://shop.example', ...b });

  it('sends only the action of its type', () => {
    expect(sentButton(button({}))).toEqual({ type: 'postback', title: 'Hours', payload: 'HOURS' });
    expect(sentButton(button({ type: 'web_url' }))).toEqual({ type: 'web_url', title: 'Hours', url: 'https://shop.example' });
  });

  it('keeps a link that starts with http:// or https:// in any case, and an emptied one; takes only the two types', async () => {
    const actor = createActor(
      persistentMenuMachine.provide({
        actors: { loadList: fromPromise(async (): Promise<PersistentMenuButton[]> => [{ type: 'web_url', title: 'Shop', url: 'https://shop.example' }]) },
      }),
      { input: { channelId: 'ch1' } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const url = () => (actor.getSnapshot().context as PersistentMenuContext).rows[0]!.url;
    for (const value of ['http://shop.example', 'HTTPS://shop.example', '']) {
      actor.send({ type: 'FIELD_CHANGED', index: 0, field: 'action', value });
      expect(url()).toBe(value);
    }
    actor.send({ type: 'FIELD_CHANGED', index: 0, field: 'action', value: 'shop.example/http://' });
    expect(url()).toBe('https://shop.example/http://');
    actor.send({ type: 'FIELD_CHANGED', index: 0, field: 'type', value: 'phone_number' });
    expect((actor.getSnapshot().context as PersistentMenuContext).rows[0]!.type).toBe('web_url');
    actor.send({ type: 'FIELD_CHANGED', index: 0, field: 'type', value: 'postback' });
    actor.send({ type: 'FIELD_CHANGED', index: 0, field: 'action', value: 'HOURS' });
    expect((actor.getSnapshot().context as PersistentMenuContext).rows[0]).toEqual({ type: 'postback', title: 'Shop', payload: 'HOURS', url: 'https://shop.example/http://' });
    actor.stop();
  });
});
