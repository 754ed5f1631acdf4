import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fileError, imageSizeError, mediaFileTexts, type FileFacts, type UploadKind } from './mediaFile';
import type { TextRef } from '../shared/text';

/**
 * Adding a media file by upload (spec 03 sections 5.2 and 9): the chosen file is checked
 * (format, 20 MB, the size a flow can carry inline), then read; an image is also checked
 * for its height (at most twice its width). A file that passes is handed to the panel as a
 * data: URL through the `addUpload` action. The file is never sent anywhere: there is no
 * upload endpoint, so files too large to keep in the flow are asked for by link instead.
 */
export type PickedFile = FileFacts & { type?: string };

/** What `readFile` delivers: the file's contents as a data: URL, and an image's size. */
export type ReadFile = { dataUrl: string; width?: number; height?: number };

export type MediaUploadContext = { file: PickedFile | null; kind: UploadKind; error: TextRef | null };

export type MediaUploadEvent = { type: 'PICK'; file: PickedFile; kind: UploadKind } | { type: 'CANCEL' };

export const mediaUploadTexts = mediaFileTexts;

const outputOf = (event: unknown) => (event as { output: ReadFile }).output;

export const mediaUploadMachine = setup({
  types: { context: {} as MediaUploadContext, events: {} as MediaUploadEvent },
  actors: {
    readFile: fromPromise<ReadFile, { file: PickedFile; kind: UploadKind }>(async () => {
      throw new Error('readFile not provided');
    }),
  },
  guards: {
    rejected: ({ event }) => (assertEvent(event, 'PICK'), fileError(event.file, event.kind) !== null),
    tooTall: ({ context, event }) => {
      const { width, height } = outputOf(event);
      return context.kind === 'IMAGE' && width !== undefined && height !== undefined && imageSizeError(width, height) !== null;
    },
  },
  actions: {
    reject: assign(({ event }) => (assertEvent(event, 'PICK'), { file: null, kind: event.kind, error: fileError(event.file, event.kind) })),
    take: assign(({ event }) => (assertEvent(event, 'PICK'), { file: event.file, kind: event.kind, error: null })),
    rejectTall: assign({ file: null, error: { key: mediaFileTexts.imageTooTall } }),
    failRead: assign({ file: null, error: { key: mediaFileTexts.unreadableFile } }),
    forget: assign({ file: null }),
    // Provided by the panel: store the data: URL as a payload.
    addUpload: (_, _params: { dataUrl: string; kind: UploadKind }) => {},
  },
}).createMachine({
  id: 'mediaUpload',
  initial: 'idle',
  context: { file: null, kind: 'IMAGE', error: null },
  states: {
    idle: {
      on: {
        PICK: [
          { guard: 'rejected', actions: 'reject' },
          { target: 'reading', actions: 'take' },
        ],
      },
    },
    reading: {
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ context }) => ({ file: context.file ?? { name: '', size: 0 }, kind: context.kind }),
        onDone: [
          { guard: 'tooTall', target: 'idle', actions: 'rejectTall' },
          {
            target: 'idle',
            actions: [{ type: 'addUpload', params: ({ context, event }) => ({ dataUrl: event.output.dataUrl, kind: context.kind }) }, 'forget'],
          },
        ],
        onError: { target: 'idle', actions: 'failRead' },
      },
      on: { CANCEL: { target: 'idle', actions: 'forget' } },
    },
  },
});
