import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { mediaUploadMachine, mediaUploadTexts, type MediaUploadContext } from './mediaUpload.machine';
import { hugeVideo, mediaUploadModel, mediumPdf, pngDataUrl, smallPng, textAsImage } from '../../tests/paths/models/mediaUpload.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(mediaUploadModel);
const ctx = (d: Driver) => d.snapshot().context as MediaUploadContext;

const rejection: Record<string, MediaUploadContext['error']> = {
  [textAsImage.name]: { key: mediaUploadTexts.formatNotAllowed, values: { formats: 'jpg, jpeg, png, gif, svg' } },
  [hugeVideo.name]: { key: mediaUploadTexts.fileTooLarge },
  [mediumPdf.name]: { key: mediaUploadTexts.uploadTooLarge },
};

const checks: StateChecks = {
  idle: (d, step) => {
    const c = ctx(d);
    expect(c.file).toBeNull();
    const event = step.event as { type: string; file?: { name: string }; output?: { height?: number } };
    if (event.type === 'xstate.init') expect(c).toEqual({ file: null, kind: 'IMAGE', error: null });
    // A refused file says why, for the kind it was picked as.
    if (event.type === 'PICK') expect([c.kind, c.error]).toEqual([(event as { kind?: string }).kind, rejection[event.file!.name]]);
    if (event.type === 'xstate.done.actor.readFile' && event.output!.height! > 200) {
      expect(c.error).toEqual({ key: mediaUploadTexts.imageTooTall });
      expect(d.lastCalls()).toEqual([]);
    } else if (event.type === 'xstate.done.actor.readFile') {
      expect(c.error).toBeNull();
      expect(d.lastCalls()).toEqual([{ type: 'addUpload', params: { dataUrl: pngDataUrl, kind: 'IMAGE' } }]);
    } else {
      expect(d.lastCalls()).toEqual([]);
    }
    if (event.type === 'xstate.error.actor.readFile') expect(c.error).toEqual({ key: mediaUploadTexts.unreadableFile });
  },
  reading: (d) => {
    expect(ctx(d)).toEqual({ file: smallPng, kind: 'IMAGE', error: null });
    expect(d.invocations.readFile?.at(-1)).toEqual({ file: smallPng, kind: 'IMAGE' });
  },
};

describe('mediaUploadMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(mediaUploadMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(mediaUploadModel, path, checks);
  });
});

describe('the size of a file read', () => {
  const read = async (file: { name: string; size: number }, kind: 'IMAGE' | 'VIDEO', answer: { width?: number; height?: number }) => {
    const added: unknown[] = [];
    const actor = createActor(
      mediaUploadMachine.provide({
        actors: { readFile: fromPromise(async () => ({ dataUrl: pngDataUrl, ...answer })) },
        actions: { addUpload: (_, params) => void added.push(params) },
      }),
    ).start();
    actor.send({ type: 'PICK', file, kind });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { added, error: actor.getSnapshot().context.error };
  };

  it('refuses only an image more than twice as tall as wide; a size not read, or a video, passes', async () => {
    expect(await read(smallPng, 'IMAGE', { width: 100, height: 201 })).toEqual({ added: [], error: { key: mediaUploadTexts.imageTooTall } });
    expect(await read(smallPng, 'IMAGE', { width: 100, height: 200 })).toEqual({ added: [{ dataUrl: pngDataUrl, kind: 'IMAGE' }], error: null });
    expect(await read(smallPng, 'IMAGE', { width: 100 })).toEqual({ added: [{ dataUrl: pngDataUrl, kind: 'IMAGE' }], error: null });
    expect(await read(smallPng, 'IMAGE', { height: 300 })).toEqual({ added: [{ dataUrl: pngDataUrl, kind: 'IMAGE' }], error: null });
    expect(await read({ name: 'clip.mp4', size: 2048 }, 'VIDEO', { width: 100, height: 300 })).toEqual({ added: [{ dataUrl: pngDataUrl, kind: 'VIDEO' }], error: null });
  });

  it('says why a picked file is refused, before reading it', async () => {
    expect(await read(textAsImage, 'IMAGE', {})).toEqual({ added: [], error: rejection[textAsImage.name] });
  });
});
