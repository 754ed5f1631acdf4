import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { EntityLabel, OpResult } from '../../services/contracts/aiData';
import { actorError } from '../shared/apiError';
import { addLabel, addSynonym, labelProblem, remoteEntityProblem, removeLabel, removeSynonym } from './panel/entities';
import { aiPanelTexts } from './panel/texts';
import { failureText } from '../shared/failureText';
import { commonTexts, type TextRef } from '../shared/text';

/**
 * The drill-down editor of one entity of an AI connection (spec 03 sections 2.5, 4.2):
 * name, labels and synonyms per label are edited here and saved when the editor is
 * closed (updateEntityLabels). A failed save keeps the editor open with the error.
 */
export type EntityEditorInput = { aiId: string; entityId: string; name: string; labels: EntityLabel[]; otherNames: string[] };
export type EntityEditorContext = EntityEditorInput & { error: TextRef | null };
export type EntityEditorEvent =
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'ADD_LABEL'; value: string }
  | { type: 'REMOVE_LABEL'; value: string }
  | { type: 'ADD_SYNONYM'; label: string; synonym: string }
  | { type: 'REMOVE_SYNONYM'; label: string; synonym: string }
  | { type: 'CLOSE' };

export function entityNameProblem(name: string, otherNames: readonly string[]): TextRef | null {
  return name.trim() ? remoteEntityProblem(name, otherNames) : { key: commonTexts.fieldEmpty };
}

export const entityEditorMachine = setup({
  types: { input: {} as EntityEditorInput, context: {} as EntityEditorContext, events: {} as EntityEditorEvent },
  actors: {
    saveLabels: fromPromise<OpResult, { aiId: string; entityId: string; entityName: string; labels: EntityLabel[] }>(async () => {
      throw new Error('saveLabels not provided');
    }),
  },
  guards: {
    labelAccepted: ({ context, event }) => (assertEvent(event, 'ADD_LABEL'), labelProblem(event.value, context.labels) === null),
    nameAccepted: ({ context }) => entityNameProblem(context.name, context.otherNames) === null,
    saved: ({ event }) => (event as unknown as { output: OpResult }).output.success === true,
  },
  actions: {
    setName: assign({ name: ({ event }) => (assertEvent(event, 'NAME_CHANGED'), event.value), error: null }),
    addLabel: assign({ labels: ({ context, event }) => (assertEvent(event, 'ADD_LABEL'), addLabel(context.labels, event.value)), error: null }),
    showLabelProblem: assign({ error: ({ context, event }) => (assertEvent(event, 'ADD_LABEL'), labelProblem(event.value, context.labels)) }),
    removeLabel: assign({ labels: ({ context, event }) => (assertEvent(event, 'REMOVE_LABEL'), removeLabel(context.labels, event.value)) }),
    addSynonym: assign({ labels: ({ context, event }) => (assertEvent(event, 'ADD_SYNONYM'), addSynonym(context.labels, event.label, event.synonym)) }),
    removeSynonym: assign({ labels: ({ context, event }) => (assertEvent(event, 'REMOVE_SYNONYM'), removeSynonym(context.labels, event.label, event.synonym)) }),
    showNameProblem: assign({ error: ({ context }) => entityNameProblem(context.name, context.otherNames) }),
    showFailure: assign({ error: ({ event }) => failureText(actorError(event), aiPanelTexts.changeFailed) }),
    showNotSaved: assign({ error: { key: aiPanelTexts.changeFailed } }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'entityEditor',
  initial: 'editing',
  context: ({ input }) => ({ ...input, error: null }),
  states: {
    editing: {
      on: {
        NAME_CHANGED: { actions: 'setName' },
        ADD_LABEL: [{ guard: 'labelAccepted', actions: 'addLabel' }, { actions: 'showLabelProblem' }],
        REMOVE_LABEL: { actions: 'removeLabel' },
        ADD_SYNONYM: { actions: 'addSynonym' },
        REMOVE_SYNONYM: { actions: 'removeSynonym' },
        CLOSE: [{ guard: 'nameAccepted', target: 'saving', actions: 'clearError' }, { actions: 'showNameProblem' }],
      },
    },
    saving: {
      invoke: {
        id: 'saveLabels',
        src: 'saveLabels',
        input: ({ context }) => ({ aiId: context.aiId, entityId: context.entityId, entityName: context.name.trim(), labels: context.labels }),
        onDone: [
          { guard: 'saved', target: 'closed' },
          { target: 'editing', actions: 'showNotSaved' },
        ],
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    closed: { type: 'final' },
  },
});
