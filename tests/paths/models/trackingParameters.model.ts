import { trackingParametersMachine, type TrackingParametersContext } from '../../../machines/channels/popups/trackingParameters.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const trackingParametersModel: CatalogueEntry = {
  machine: trackingParametersMachine,
  appActions: [],
  scenarios: [
    {
      name: 'switch tracking parameter removal',
      input: { channelId: 'ch1', channelName: 'Shop' },
      events: [
        done('loadTrackingParameters', { removeTrackingParams: false }),
        failed('loadTrackingParameters', networkFailure),
        { type: 'TOGGLE' },
        { type: 'SAVE' },
        { type: 'CLOSE' },
        done('saveTrackingParameters', { removeTrackingParams: true }),
        failed('saveTrackingParameters', httpFailure(500)),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => [(context as TrackingParametersContext).removeTrackingParams]),
};
