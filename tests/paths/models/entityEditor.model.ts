import { entityEditorMachine, type EntityEditorContext } from '../../../machines/ai/entityEditor.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure } from './fixtures';

export const entityEditorInput = { aiId: 'ai1', entityId: 'e1', name: 'city', labels: [{ value: 'Istanbul', synonyms: ['İst'] }], otherNames: ['color'] };

export const entityEditorModel: CatalogueEntry = {
  machine: entityEditorMachine,
  appActions: [],
  scenarios: [
    {
      name: 'rename an entity and close it',
      input: entityEditorInput,
      events: [
        { type: 'NAME_CHANGED', value: 'sehirş' },
        { type: 'NAME_CHANGED', value: 'town' },
        { type: 'CLOSE' },
        done('saveLabels', { success: true, statusCode: 200 }),
        done('saveLabels', { success: false, statusCode: 400 }),
        failed('saveLabels', httpFailure(400, { message: 'Labels refused.' })),
      ],
    },
    {
      name: 'labels and synonyms',
      input: entityEditorInput,
      events: [
        { type: 'ADD_LABEL', value: 'Ankara' },
        { type: 'ADD_LABEL', value: 'istanbul' },
        { type: 'REMOVE_LABEL', value: 'Istanbul' },
        { type: 'ADD_SYNONYM', label: 'Istanbul', synonym: 'Constantinople' },
        { type: 'REMOVE_SYNONYM', label: 'Istanbul', synonym: 'İst' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as EntityEditorContext;
    return [c.name, c.labels, c.error];
  }),
};
