import { describe, expect, it } from 'vitest';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { createdBase, documentFiles, knowledgeBaseDocumentsModel, storedDocument, uploadedDocument } from '../../tests/paths/models/knowledgeBaseDocuments.model';
import { commonTexts } from '../shared/text';
import { knowledgeBaseDocumentsMachine, type KnowledgeBaseDocumentsContext } from './knowledgeBaseDocuments.machine';
import { aiPanelTexts as T } from './panel/texts';

const { paths, failure: generationFailure } = guardedPaths(knowledgeBaseDocumentsModel);
const ctx = (d: Driver) => d.snapshot().context as KnowledgeBaseDocumentsContext;
type Step = Parameters<StateChecks[string]>[1];

/** What a chosen file that cannot be uploaded says: no generative connection, not a text file, too large. */
function refusalOf(step: Step) {
  const event = step.event as { file?: { name: string }; providerId?: string | null };
  if (!event.providerId) return T.documentNoProvider;
  return event.file?.name === documentFiles.pdf.name ? T.documentNotText : T.documentTooLarge;
}

const checks: StateChecks = {
  noKnowledgeBase: (d) => {
    expect(ctx(d).knowledgeBaseId).toBeNull();
    expect(ctx(d).documents).toEqual([]);
    const key = ctx(d).notice?.text.key;
    if (key !== undefined) expect([T.knowledgeBaseNameEmpty, T.knowledgeBaseCreateFailed]).toContain(key);
    if (key === T.knowledgeBaseCreateFailed) expect(ctx(d).notice?.text.message).toBe('A knowledge base with this name exists.');
    // Nothing to upload into yet.
    expect(d.snapshot().can({ type: 'FILE_CHOSEN', file: { name: 'a.md', size: 1 }, providerId: 'gen1' })).toBe(false);
  },
  creating: (d) => {
    expect(d.invocations['createKnowledgeBase']?.at(-1)).toEqual({ companyId: 'company-1', label: 'Help centre' });
    expect(ctx(d).notice).toBeNull();
  },
  loading: (d, step) => {
    expect(d.invocations['listDocuments']?.at(-1)).toEqual({ knowledgeBaseId: 'kb1' });
    if (step.event.type === 'xstate.init')
      expect(ctx(d)).toEqual({ companyId: 'company-1', knowledgeBaseId: 'kb1', documents: [], pendingDelete: null, fileName: null, pendingUpload: null, notice: null });
    expect(ctx(d).notice).toBeNull();
  },
  loadFailed: (d) => {
    // The list failed without an answer (or a new knowledge base was asked for without a name).
    expect([commonTexts.noInternet, T.knowledgeBaseNameEmpty]).toContain(ctx(d).notice?.text.key);
    expect(ctx(d).documents).toEqual([]);
  },
  ready: (d, step) => {
    const c = ctx(d);
    expect(c.knowledgeBaseId).not.toBeNull();
    expect(c.pendingDelete).toBeNull();
    expect(c.fileName).toBeNull();
    // Nothing waits to be uploaded once the file is sent, refused or unreadable.
    expect(c.pendingUpload).toBeNull();
    if (step.event.type === 'xstate.done.actor.listDocuments') expect(c.documents).toEqual([storedDocument]);
    if (step.event.type === 'FILE_CHOSEN') expect(c.notice).toEqual({ kind: 'error', text: { key: refusalOf(step) } });
    if (step.event.type === 'CREATE') expect(c.notice).toEqual({ kind: 'error', text: { key: T.knowledgeBaseNameEmpty } });
    if (step.event.type === 'xstate.error.actor.readFile') expect(c.notice).toEqual({ kind: 'error', text: { key: T.documentUnreadable } });
    if (step.event.type === 'xstate.error.actor.createKnowledgeBase')
      expect(c.notice).toEqual({ kind: 'error', text: { key: T.knowledgeBaseCreateFailed, message: 'A knowledge base with this name exists.' } });
    // Each answer is said: what was made, uploaded or deleted, or why not.
    const said: Record<string, unknown> = {
      'xstate.done.actor.createKnowledgeBase': { kind: 'success', text: { key: T.knowledgeBaseCreated, values: { name: 'Help centre' } } },
      'xstate.done.actor.uploadDocument': { kind: 'success', text: { key: T.documentUploaded, values: { title: 'Returns policy', passages: 2 } } },
      'xstate.error.actor.uploadDocument': { kind: 'error', text: { key: T.documentUploadFailed, message: 'The vector-search model did not embed the document.' } },
      'xstate.done.actor.deleteDocument': { kind: 'success', text: { key: T.documentDeleted, values: { title: storedDocument.title } } },
      'xstate.error.actor.deleteDocument': { kind: 'error', text: { key: commonTexts.noInternet } },
    };
    if (step.event.type in said) expect(c.notice).toEqual(said[step.event.type]);
    if (step.event.type === 'xstate.done.actor.uploadDocument') expect(c.documents.slice(1)).not.toContainEqual(uploadedDocument);
    if (step.event.type === 'xstate.done.actor.createKnowledgeBase') {
      expect(c.knowledgeBaseId).toBe(createdBase._id);
      expect(c.documents).toEqual([]);
    }
    const ids = c.documents.map((doc) => doc._id);
    expect(new Set(ids).size).toBe(ids.length);
    if (c.knowledgeBaseId === createdBase._id) {
      // The panel was told and chooses the new knowledge base.
      expect(d.called('knowledgeBaseCreated').at(-1)).toEqual({ knowledgeBase: createdBase });
      expect(ids).not.toContain(storedDocument._id);
    }
    const notice = c.notice;
    if (notice === null) return;
    switch (notice.text.key) {
      case T.documentUploaded:
        expect(notice).toEqual({ kind: 'success', text: { key: T.documentUploaded, values: { title: 'Returns policy', passages: 2 } } });
        expect(ids[0]).toBe(uploadedDocument._id);
        expect(d.invocations['uploadDocument']?.at(-1)).toEqual({
          knowledgeBaseId: c.knowledgeBaseId,
          upload: { title: 'Returns policy', contentType: 'text/markdown', providerId: 'gen1', content: '# Returns\n\nReturns are free within thirty days.' },
        });
        break;
      case T.documentUploadFailed:
        expect(notice.text.message).toBe('The vector-search model did not embed the document.');
        break;
      case T.documentDeleted:
        expect(notice.text.values).toEqual({ title: storedDocument.title });
        expect(ids).not.toContain(storedDocument._id);
        expect(d.invocations['deleteDocument']?.at(-1)).toEqual({ knowledgeBaseId: 'kb1', documentId: storedDocument._id });
        break;
      case commonTexts.noInternet:
        // A removal without an answer keeps the document listed.
        expect(ids).toContain(storedDocument._id);
        break;
      case T.knowledgeBaseCreated:
        expect(notice.text.values).toEqual({ name: 'Help centre' });
        break;
      default:
        expect([T.documentNoProvider, T.documentNotText, T.documentTooLarge, T.documentUnreadable, T.knowledgeBaseNameEmpty, T.knowledgeBaseCreateFailed]).toContain(
          notice.text.key,
        );
        expect(notice.kind).toBe('error');
    }
  },
  confirmingDelete: (d) => {
    expect(ctx(d).pendingDelete).toEqual(storedDocument);
    expect(ctx(d).notice).toBeNull();
    expect(d.snapshot().can({ type: 'FILE_CHOSEN', file: { name: 'a.md', size: 1 }, providerId: 'gen1' })).toBe(false);
  },
  deleting: (d) => expect(ctx(d).pendingDelete?._id).toBe(storedDocument._id),
  reading: (d) => {
    expect(d.invocations['readFile']?.at(-1)).toEqual({ file: { name: 'Returns policy.md', size: 2048 } });
    expect(ctx(d).fileName).toBe('Returns policy.md');
    expect(ctx(d).pendingUpload).toEqual({ title: 'Returns policy', contentType: 'text/markdown', providerId: 'gen1' });
    expect(ctx(d).notice).toBeNull();
    // No second file and no new knowledge base while one is read.
    expect(d.snapshot().can({ type: 'CREATE', label: 'Other' })).toBe(false);
  },
  uploading: (d) => {
    expect(ctx(d).pendingUpload).toEqual({ title: 'Returns policy', contentType: 'text/markdown', providerId: 'gen1' });
    expect(d.snapshot().can({ type: 'FILE_CHOSEN', file: { name: 'a.md', size: 1 }, providerId: 'gen1' })).toBe(false);
  },
};

describe('knowledgeBaseDocumentsMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(knowledgeBaseDocumentsMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(knowledgeBaseDocumentsModel, path, checks);
  });
});
