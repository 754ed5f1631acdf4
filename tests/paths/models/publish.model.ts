import type { Publication, PublishState } from '../../../services/contracts/publish';
import { publishMachine, type PublishContext, type PublishEvent, type PublishInput } from '../../../machines/designer/publish.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { otherVersionFlow, problemFlow, smallFlow } from './designer.model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const at = (day: number) => `2027-03-0${day}T09:00:00.000Z`;

export const createdV1: Publication = { id: 'p1', versionId: 'v1', versionName: 'v1', kind: 'CREATED', publishedAt: at(1), publishedBy: 'Ada Lovelace' };
export const publishedV2: Publication = { id: 'p2', versionId: 'v2', versionName: 'v2', kind: 'PUBLISH', publishedAt: at(2), publishedBy: 'Ada Lovelace' };
export const rolledBackV1: Publication = { id: 'p3', versionId: 'v1', versionName: 'v1', kind: 'ROLLBACK', publishedAt: at(3), publishedBy: 'Grace Hopper' };

/** v1 live since the assistant was made. */
export const liveV1: PublishState = { botId: 'b1', live: createdV1, history: [createdV1] };
/** v2 published over v1. */
export const liveV2: PublishState = { botId: 'b1', live: publishedV2, history: [publishedV2, createdV1] };
/** Rolled back from v2 to v1. */
export const backToV1: PublishState = { botId: 'b1', live: rolledBackV1, history: [rolledBackV1, publishedV2, createdV1] };
/** An assistant nobody has published (made before publishing, its upgrade not run). */
export const neverPublished: PublishState = { botId: 'b1', live: null, history: [] };

export const publishInput: PublishInput = { botId: 'b1' };
export const viewerPublishInput: PublishInput = { botId: 'b1', readOnly: true };

export const publishEvents = {
  /** v2 saved, no unsaved changes, no problems. */
  publishV2: { type: 'PUBLISH', versionId: 'v2', versionName: 'v2', flow: smallFlow, unsaved: false },
  /** v2 with edits the designer has not saved: not published. */
  publishUnsaved: { type: 'PUBLISH', versionId: 'v2', versionName: 'v2', flow: smallFlow, unsaved: true },
  /** The live version again: nothing to do. */
  publishLive: { type: 'PUBLISH', versionId: 'v1', versionName: 'v1', flow: otherVersionFlow, unsaved: false },
  /** v3, saved anyway with two problems: the save check blocks it. */
  publishProblems: { type: 'PUBLISH', versionId: 'v3', versionName: 'v3', flow: problemFlow, unsaved: false },
  rollbackV1: { type: 'ROLLBACK', versionId: 'v1' },
  rollbackLive: { type: 'ROLLBACK', versionId: 'v2' },
  rollbackUnknown: { type: 'ROLLBACK', versionId: 'v9' },
  confirm: { type: 'CONFIRM' },
  cancel: { type: 'CANCEL' },
  openHistory: { type: 'OPEN_HISTORY' },
  close: { type: 'CLOSE' },
  retry: { type: 'RETRY' },
} satisfies Record<string, PublishEvent>;

/** The save check's refusal as the server words it, for a version saved with problems meanwhile. */
export const refusedByServer = httpFailure(400, {
  message: "v2 cannot be published. Problems found by the save check: 1. Ask: Enter the parameter name the customer's answer is saved in.",
});
export const publishFailures = [refusedByServer, httpFailure(403, { message: "You don't have permission to change this assistant." }), httpFailure(500), networkFailure];
export const loadFailures = [httpFailure(403, { message: "You don't have access to this company." }), httpFailure(500), networkFailure];

const e = publishEvents;

export const publishModel: CatalogueEntry = {
  machine: publishMachine,
  appActions: ['notifyPublished'],
  scenarios: [
    {
      name: 'publish the open version',
      input: publishInput,
      events: [
        done('loadPublishState', liveV1),
        ...loadFailures.map((f) => failed('loadPublishState', f)),
        e.retry,
        e.publishV2,
        e.publishUnsaved,
        e.publishLive,
        e.publishProblems,
        e.close,
        e.confirm,
        e.cancel,
        done('publishVersion', liveV2),
        ...publishFailures.map((f) => failed('publishVersion', f)),
      ],
    },
    {
      name: 'roll back from the history',
      input: publishInput,
      events: [
        done('loadPublishState', liveV2),
        e.openHistory,
        e.rollbackV1,
        e.rollbackLive,
        e.rollbackUnknown,
        e.confirm,
        e.cancel,
        e.close,
        done('publishVersion', backToV1),
        ...publishFailures.map((f) => failed('publishVersion', f)),
      ],
    },
    {
      name: 'an assistant never published',
      input: publishInput,
      events: [done('loadPublishState', neverPublished), e.publishLive, e.confirm, done('publishVersion', liveV1), e.openHistory, e.rollbackV1, e.close],
    },
    {
      name: 'viewer',
      input: viewerPublishInput,
      events: [done('loadPublishState', liveV2), e.publishV2, e.publishProblems, e.openHistory, e.rollbackV1, e.close],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as PublishContext;
    return [c.state?.live?.id ?? null, c.target, c.problems.map((p) => p.kind), c.error];
  }),
};
