import { assign, fromPromise, setup } from 'xstate';
import { popupTexts, type PopupOutcome } from './popupTexts';

export type TrackingParametersInput = { channelId: string; channelName: string };
export type TrackingParametersContext = TrackingParametersInput & { removeTrackingParams: boolean; outcome: PopupOutcome };
export type TrackingParametersEvent = { type: 'TOGGLE' } | { type: 'SAVE' } | { type: 'CLOSE' };

/**
 * The tracking parameters popup (spec 02 sections 2, 3 and 8): loads removeTrackingParams on
 * open (closing with 'An error occurred fetching data' when it cannot), toggles it, saves, and
 * closes with 'Your Tracking Parameter has been updated on {channel} Channel successfully.' or
 * the failure text.
 */
export const trackingParametersMachine = setup({
  types: { context: {} as TrackingParametersContext, events: {} as TrackingParametersEvent, input: {} as TrackingParametersInput },
  actors: {
    loadTrackingParameters: fromPromise<{ removeTrackingParams: boolean }, { channelId: string }>(async () => {
      throw new Error('loadTrackingParameters not provided');
    }),
    saveTrackingParameters: fromPromise<unknown, { channelId: string; removeTrackingParams: boolean }>(async () => {
      throw new Error('saveTrackingParameters not provided');
    }),
  },
}).createMachine({
  id: 'trackingParameters',
  context: ({ input }) => ({ ...input, removeTrackingParams: false, outcome: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTrackingParameters',
        src: 'loadTrackingParameters',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: { target: 'editing', actions: assign({ removeTrackingParams: ({ event }) => event.output.removeTrackingParams }) },
        onError: { target: 'closed', actions: assign({ outcome: { kind: 'error', text: { key: popupTexts.fetchFailed } } }) },
      },
      on: { CLOSE: 'closed' },
    },
    editing: {
      on: {
        TOGGLE: { actions: assign({ removeTrackingParams: ({ context }) => !context.removeTrackingParams }) },
        SAVE: 'saving',
        CLOSE: 'closed',
      },
    },
    saving: {
      invoke: {
        id: 'saveTrackingParameters',
        src: 'saveTrackingParameters',
        input: ({ context }) => ({ channelId: context.channelId, removeTrackingParams: context.removeTrackingParams }),
        onDone: {
          target: 'closed',
          actions: assign({ outcome: ({ context }) => ({ kind: 'success', text: { key: popupTexts.trackingUpdated, values: { channel: context.channelName } } }) }),
        },
        onError: { target: 'closed', actions: assign({ outcome: { kind: 'error', text: { key: popupTexts.trackingFailed } } }) },
      },
    },
    closed: { type: 'final' },
  },
});
