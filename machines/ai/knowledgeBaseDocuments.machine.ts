import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { DocumentUpload, KnowledgeBase, KnowledgeBaseDocument } from '../../services/contracts/aiData';
import { failureBody, failureStatus } from '../shared/apiError';
import { commonTexts, type TextRef } from '../shared/text';
import { DOCUMENT_FILE_MAX_BYTES, documentContentType, documentTitle } from './panel/documents';
import { aiPanelTexts as T } from './panel/texts';

/**
 * The documents of the Auto Generative module's knowledge base (docs/knowledge-base.md): the
 * list, a new knowledge base when the company has none (or wants another), uploading a text,
 * Markdown or HTML file (read in the browser, then split and embedded by the server with the
 * module's generative connection) and removing a document after a question.
 */
export type ChosenDocument = { name: string; size: number };
export type KnowledgeBaseDocumentsInput = { companyId: string; knowledgeBaseId: string | null };
export type DocumentsNotice = { kind: 'success' | 'error'; text: TextRef };
export type KnowledgeBaseDocumentsContext = KnowledgeBaseDocumentsInput & {
  documents: KnowledgeBaseDocument[];
  /** The document the delete question is about. */
  pendingDelete: KnowledgeBaseDocument | null;
  /** The file being read and uploaded. */
  fileName: string | null;
  /** What the upload sends beside the file's text. */
  pendingUpload: Omit<DocumentUpload, 'content'> | null;
  notice: DocumentsNotice | null;
};
export type KnowledgeBaseDocumentsEvent =
  | { type: 'RETRY' }
  | { type: 'CREATE'; label: string }
  | { type: 'FILE_CHOSEN'; file: ChosenDocument; providerId: string | null }
  | { type: 'DELETE'; documentId: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/**
 * What failed, in words: no answer → the internet text; the server's message when it sent one;
 * else the fallback. Unlike failureText (machines/shared), a 5xx keeps the server's message: here
 * it is the provider's reason ('The vector-search model did not embed the document.').
 */
function failedWith(error: unknown, fallback: string): TextRef {
  if (failureStatus(error) === undefined) return { key: commonTexts.noInternet };
  const message = failureBody(error)?.message;
  return { key: fallback, ...(message ? { message } : {}) };
}
const error = (key: string): DocumentsNotice => ({ kind: 'error', text: { key } });

const documentsSetup = setup({
  types: { input: {} as KnowledgeBaseDocumentsInput, context: {} as KnowledgeBaseDocumentsContext, events: {} as KnowledgeBaseDocumentsEvent },
  actors: {
    listDocuments: fromPromise<KnowledgeBaseDocument[], { knowledgeBaseId: string }>(async () => {
      throw new Error('listDocuments not provided');
    }),
    createKnowledgeBase: fromPromise<KnowledgeBase, { companyId: string; label: string }>(async () => {
      throw new Error('createKnowledgeBase not provided');
    }),
    readFile: fromPromise<string, { file: ChosenDocument }>(async () => {
      throw new Error('readFile not provided');
    }),
    uploadDocument: fromPromise<KnowledgeBaseDocument, { knowledgeBaseId: string; upload: DocumentUpload }>(async () => {
      throw new Error('uploadDocument not provided');
    }),
    deleteDocument: fromPromise<void, { knowledgeBaseId: string; documentId: string }>(async () => {
      throw new Error('deleteDocument not provided');
    }),
  },
  guards: {
    hasKnowledgeBase: ({ context }) => context.knowledgeBaseId !== null,
    nameEmpty: ({ event }) => (assertEvent(event, 'CREATE'), event.label.trim() === ''),
    noProvider: ({ event }) => (assertEvent(event, 'FILE_CHOSEN'), !event.providerId),
    notText: ({ event }) => (assertEvent(event, 'FILE_CHOSEN'), documentContentType(event.file.name) === null),
    tooLarge: ({ event }) => (assertEvent(event, 'FILE_CHOSEN'), event.file.size > DOCUMENT_FILE_MAX_BYTES),
    listed: ({ context, event }) => (assertEvent(event, 'DELETE'), context.documents.some((d) => d._id === event.documentId)),
  },
  actions: {
    notify: assign({ notice: (_, params: DocumentsNotice) => params }),
    // Provided by the app: the panel chooses the new knowledge base and reloads its list.
    knowledgeBaseCreated: (_, _params: { knowledgeBase: KnowledgeBase }) => {},
  },
});

/** CREATE where a knowledge base may be made: none yet, one listed, or one whose list failed. */
const create = [
  { guard: 'nameEmpty', actions: { type: 'notify', params: error(T.knowledgeBaseNameEmpty) } },
  { target: 'creating', actions: documentsSetup.assign({ notice: null }) },
] as const;

export const knowledgeBaseDocumentsMachine = documentsSetup.createMachine({
  id: 'knowledgeBaseDocuments',
  initial: 'checking',
  context: ({ input }) => ({ ...input, documents: [], pendingDelete: null, fileName: null, pendingUpload: null, notice: null }),
  states: {
    checking: {
      always: [{ guard: 'hasKnowledgeBase', target: 'loading' }, { target: 'noKnowledgeBase' }],
    },
    // A new knowledge base: when there is none, and also while another is listed or failed to list.
    noKnowledgeBase: {
      on: {
        CREATE: create,
      },
    },
    creating: {
      invoke: {
        id: 'createKnowledgeBase',
        src: 'createKnowledgeBase',
        input: ({ context, event }) => (assertEvent(event, 'CREATE'), { companyId: context.companyId, label: event.label.trim() }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ knowledgeBaseId: ({ event }) => event.output._id, documents: [] }),
            { type: 'knowledgeBaseCreated', params: ({ event }) => ({ knowledgeBase: event.output }) },
            { type: 'notify', params: ({ event }) => ({ kind: 'success' as const, text: { key: T.knowledgeBaseCreated, values: { name: event.output.label } } }) },
          ],
        },
        onError: [
          {
            guard: 'hasKnowledgeBase',
            target: 'ready',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, text: failedWith(event.error, T.knowledgeBaseCreateFailed) }) },
          },
          {
            target: 'noKnowledgeBase',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, text: failedWith(event.error, T.knowledgeBaseCreateFailed) }) },
          },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'listDocuments',
        src: 'listDocuments',
        input: ({ context }) => ({ knowledgeBaseId: context.knowledgeBaseId! }),
        onDone: { target: 'ready', actions: assign({ documents: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, text: failedWith(event.error, T.documentsLoadFailed) }) } },
      },
    },
    loadFailed: {
      on: {
        RETRY: { target: 'loading', actions: assign({ notice: null }) },
        CREATE: create,
      },
    },
    ready: {
      on: {
        FILE_CHOSEN: [
          { guard: 'noProvider', actions: { type: 'notify', params: error(T.documentNoProvider) } },
          { guard: 'notText', actions: { type: 'notify', params: error(T.documentNotText) } },
          { guard: 'tooLarge', actions: { type: 'notify', params: error(T.documentTooLarge) } },
          {
            target: 'reading',
            actions: assign({
              fileName: ({ event }) => event.file.name,
              pendingUpload: ({ event }) => ({ title: documentTitle(event.file.name), contentType: documentContentType(event.file.name)!, providerId: event.providerId! }),
              notice: null,
            }),
          },
        ],
        CREATE: create,
        DELETE: {
          guard: 'listed',
          target: 'confirmingDelete',
          actions: assign({ pendingDelete: ({ context, event }) => context.documents.find((d) => d._id === event.documentId)!, notice: null }),
        },
      },
    },
    confirmingDelete: {
      on: {
        CONFIRM: 'deleting',
        CANCEL: { target: 'ready', actions: assign({ pendingDelete: null }) },
      },
    },
    reading: {
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ event }) => (assertEvent(event, 'FILE_CHOSEN'), { file: event.file }),
        onDone: 'uploading',
        onError: { target: 'ready', actions: [assign({ fileName: null, pendingUpload: null }), { type: 'notify', params: error(T.documentUnreadable) }] },
      },
    },
    uploading: {
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        // The event is readFile's done event: its output is the file's text.
        input: ({ context, event }) => ({
          knowledgeBaseId: context.knowledgeBaseId!,
          upload: { ...context.pendingUpload!, content: (event as unknown as { output: string }).output },
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ documents: ({ context, event }) => [event.output, ...context.documents.filter((d) => d._id !== event.output._id)], fileName: null, pendingUpload: null }),
            {
              type: 'notify',
              params: ({ event }) => ({ kind: 'success' as const, text: { key: T.documentUploaded, values: { title: event.output.title, passages: event.output.passages } } }),
            },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ fileName: null, pendingUpload: null }),
            { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, text: failedWith(event.error, T.documentUploadFailed) }) },
          ],
        },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteDocument',
        src: 'deleteDocument',
        input: ({ context }) => ({ knowledgeBaseId: context.knowledgeBaseId!, documentId: context.pendingDelete!._id }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'notify', params: ({ context }) => ({ kind: 'success' as const, text: { key: T.documentDeleted, values: { title: context.pendingDelete!.title } } }) },
            assign({ documents: ({ context }) => context.documents.filter((d) => d._id !== context.pendingDelete!._id), pendingDelete: null }),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ pendingDelete: null }),
            { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, text: failedWith(event.error, T.documentDeleteFailed) }) },
          ],
        },
      },
    },
  },
});
