import { describe, expect, it } from 'vitest';
import { aiConnectionsModel, filledVectorModel } from '../../tests/paths/models/aiConnections.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { SECRET_MASK } from '../../services/contracts/aiConnections';
import { aiConnectionsMachine, tabsOf, type AiConnectionsContext } from './aiConnections.machine';

const paths = generatePaths(aiConnectionsModel);
const ctx = (d: Driver) => d.snapshot().context as AiConnectionsContext;

const checks: StateChecks = {
  failed: (d) => {
    expect(['aiConnections.status.internet', 'aiConnections.errors.loadFailed']).toContain(ctx(d).error?.key);
  },
  loading: (d, step) => {
    expect(d.invocations['loadConnections']?.at(-1)).toEqual({ companyId: 'c1' });
    if (step.event.type === 'xstate.done.actor.saveConnection') {
      // Saved: the popup closes, the spec's text, the list is read again.
      expect(ctx(d).notice).toEqual({ key: 'aiConnections.status.saved' });
      expect(ctx(d).draft).toBeNull();
    }
    if (step.event.type === 'xstate.done.actor.deleteConnection') expect(ctx(d).notice).toEqual({ key: 'aiConnections.status.deleted' });
  },
  'loaded.idle': (d, step) => {
    const c = ctx(d);
    expect(c.draft).toBeNull();
    if (!c.canEdit) {
      // A USER reads the table only.
      expect(d.snapshot().can({ type: 'ADD_AI' })).toBe(false);
      expect(d.snapshot().can({ type: 'CHOOSE_KIND', kind: 'watson' })).toBe(false);
      expect(d.snapshot().can({ type: 'DELETE', id: 'l1' })).toBe(false);
    } else if (c.connections.length) {
      // Only a custom Generative AI row has the update action.
      expect(d.snapshot().can({ type: 'EDIT', id: 'l1' })).toBe(false);
      expect(d.snapshot().can({ type: 'EDIT', id: 'g1' })).toBe(true);
    }
    if (step.event.type === 'xstate.error.actor.deleteConnection') {
      const status = (step.event as { error?: { status?: number } }).error?.status;
      expect(c.error).toEqual({ key: status === 400 ? 'aiConnections.status.cannotRemove' : 'aiConnections.status.internet' });
    }
  },
  'loaded.choosing': (d) => {
    expect(ctx(d).canEdit).toBe(true);
    expect(d.snapshot().can({ type: 'CHOOSE_KIND', kind: 'alexa' })).toBe(false);
  },
  'loaded.popup.form': (d, step) => {
    const c = ctx(d);
    const draft = c.draft;
    expect(draft).not.toBeNull();
    if (!draft) return;
    expect(tabsOf(draft)).toContain(c.tab);
    if (step.event.type === 'CHOOSE_KIND') {
      // The popup starts on OVERVIEW, with one blank default deployment of each group.
      expect(c.tab).toBe('OVERVIEW');
      expect(draft.generativeModels.map((m) => m.modelType)).toEqual(['gpt-35-turbo']);
      expect(draft.vectorSearchModels.map((m) => m.modelType)).toEqual(['text-embedding-ada-002']);
    }
    if (step.event.type === 'EDIT') {
      expect(draft).toMatchObject({ mode: 'edit', id: 'g1', kind: 'generativeCustom', name: 'Answers GenAI' });
      expect(draft.generativeModels[0]?.azureKey).toBe(SECRET_MASK);
    }
    if (step.event.type === 'SET_KIND') expect(d.snapshot().can({ type: 'SET_TAB', tab: 'DEPLOYMENTS' })).toBe(false);
    // The first model of each group can be removed only while another exists.
    expect(d.snapshot().can({ type: 'REMOVE_DEPLOYMENT', group: 'generative', index: 0 })).toBe(draft.generativeModels.length > 1);
    if (step.event.type === 'SAVE_DEPLOYMENT' && draft.mode === 'create' && draft.vectorSearchModels.length > 1) expect(draft.vectorSearchModels.at(-1)).toEqual(filledVectorModel);
    if (step.event.type === 'SAVE') {
      // Not valid: the name (and the kind's fields) say why; nothing was sent.
      expect(Object.keys(c.fieldErrors).length + (c.error ? 1 : 0)).toBeGreaterThan(0);
    }
    if (step.event.type === 'xstate.error.actor.saveConnection') {
      const status = (step.event as { error?: { status?: number } }).error?.status;
      const expected = {
        402: { key: 'aiConnections.errors.providerExists' },
        403: { key: 'aiConnections.status.checkFailed' },
        400: { key: 'aiConnections.errors.invalidUrl' },
      }[status ?? 0] ?? { key: 'aiConnections.status.internet' };
      expect(c.error).toEqual(expected);
      if (status === 402) expect(c.fieldErrors['name']).toEqual({ key: 'aiConnections.status.nameInUse' });
    }
  },
  'loaded.popup.deployment': (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'EDIT_DEPLOYMENT') expect(c.deployment?.at).toEqual({ group: 'generative', index: 0 });
    if (step.event.type === 'SAVE_DEPLOYMENT') expect(c.error).toEqual({ key: 'aiConnections.errors.fillAllFields' });
  },
  'loaded.popup.saving': (d) => {
    const draft = ctx(d).draft;
    const sent = d.invocations['saveConnection']?.at(-1) as { mode: string; name: string; type: string };
    expect(sent).toMatchObject({ mode: draft?.mode, type: draft?.kind });
  },
  'loaded.confirmingDelete': (d) => expect(ctx(d).pendingDelete?.id).toBe('l1'),
  'loaded.deleting': (d) => expect(d.invocations['deleteConnection']?.at(-1)).toEqual({ id: 'l1', companyId: 'c1' }),
};

describe('aiConnectionsMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(aiConnectionsMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(aiConnectionsModel, path, checks);
  });
});
