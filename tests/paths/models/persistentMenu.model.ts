import { persistentMenuMachine, type PersistentMenuContext } from '../../../machines/channels/popups/persistentMenu.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const full = Array.from({ length: 5 }, (_, i) => ({ type: 'postback' as const, title: `Button ${i + 1}`, payload: `P${i + 1}` }));

export const persistentMenuModel: CatalogueEntry = {
  machine: persistentMenuMachine,
  appActions: [],
  scenarios: [
    {
      name: 'edit a button',
      input: { channelId: 'ch1' },
      events: [
        done('loadList', [{ type: 'postback', title: '', payload: '' }]),
        failed('loadList', networkFailure),
        { type: 'FIELD_CHANGED', index: 0, field: 'title', value: 'Hours' },
        { type: 'FIELD_CHANGED', index: 0, field: 'action', value: 'shop.example' },
        { type: 'FIELD_CHANGED', index: 0, field: 'action', value: 'shop' },
        { type: 'FIELD_CHANGED', index: 0, field: 'type', value: 'web_url' },
        { type: 'REMOVE', index: 0 },
        { type: 'SAVE' },
        { type: 'CLOSE' },
        done('saveList', { buttons: [] }),
        failed('saveList', httpFailure(424)),
      ],
    },
    {
      name: 'add buttons up to the most a menu holds',
      input: { channelId: 'ch1' },
      events: [done('loadList', full.slice(0, 3)), { type: 'ADD' }, { type: 'REMOVE', index: 0 }, { type: 'CLOSE' }],
    },
    {
      name: 'a menu Instagram holds with more buttons than the editor allows',
      input: { channelId: 'ch1' },
      events: [done('loadList', [...full, { type: 'web_url', title: 'Sixth', url: 'https://shop.example' }]), { type: 'SAVE' }, { type: 'CLOSE' }],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as PersistentMenuContext;
    return [c.rows, c.problems, c.listProblem];
  }),
};
