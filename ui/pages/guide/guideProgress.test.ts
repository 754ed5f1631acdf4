// @vitest-environment jsdom
import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyCreated, CreateCompanyRequest } from '../../../machines/companies/companies';
import { guideMachine, type AccountInfoRequest } from '../../../machines/companies/guide.machine';
import { JOB_TITLES, PEOPLE_COUNTS, WORK_FIELDS } from '../../../machines/companies/guideChoices';
import { keepGuideProgress, restoredGuide } from './guideProgress';

afterEach(() => localStorage.clear());

function guideWith(created: string[]) {
  return guideMachine.provide({
    actors: {
      createCompany: fromPromise<CompanyCreated, CreateCompanyRequest>(async ({ input }) => {
        created.push(input.name);
        return { id: `company-${created.length}`, name: input.name } as CompanyCreated;
      }),
      createAccountInfo: fromPromise<unknown, AccountInfoRequest>(async () => ({})),
    },
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('guide progress', () => {
  it('resumes after a reload at the step reached, with the company already made, and never makes it twice', async () => {
    const created: string[] = [];
    const first = createActor(guideWith(created), { input: { firstLogin: true, userEmail: 'ada@example.com', userId: 'u1' } });
    const stop = keepGuideProgress(first, 'u1');
    first.start();
    first.send({ type: 'OK' });
    first.send({ type: 'NAME_CHANGED', value: 'Acme Widgets' });
    first.send({ type: 'SUBMIT' });
    await settled();
    expect(first.getSnapshot().value).toBe('companyInfo');
    stop();
    first.stop();

    // The reload: a new actor from what was kept.
    const snapshot = restoredGuide('u1');
    expect(snapshot).toBeDefined();
    const again = createActor(guideWith(created), { input: { firstLogin: true, userEmail: 'ada@example.com', userId: 'u1' }, snapshot });
    again.start();
    expect(again.getSnapshot().value).toBe('companyInfo');
    expect(again.getSnapshot().context.companyId).toBe('company-1');
    expect(again.getSnapshot().context.completedSteps).toEqual(['startGuide', 'companyName']);
    await settled();
    expect(created).toEqual(['Acme Widgets']);
  });

  it('keeps nothing of another user, of a finished guide, or that it cannot read', async () => {
    const created: string[] = [];
    const actor = createActor(guideWith(created), { input: { firstLogin: false, userEmail: 'ada@example.com', userId: 'u1' } });
    keepGuideProgress(actor, 'u1');
    actor.start();
    actor.send({ type: 'OK' });
    expect(restoredGuide('u1')).toBeDefined();
    expect(restoredGuide('u2')).toBeUndefined();
    localStorage.setItem('guide-progress:u3', '{not json');
    expect(restoredGuide('u3')).toBeUndefined();
    actor.send({ type: 'NAME_CHANGED', value: 'Beta Shop' });
    actor.send({ type: 'SUBMIT' });
    await settled();
    actor.send({ type: 'PEOPLE_COUNT_CHANGED', value: PEOPLE_COUNTS[0] });
    actor.send({ type: 'WORK_FIELD_CHANGED', value: WORK_FIELDS[0] });
    actor.send({ type: 'JOB_TITLE_CHANGED', value: JOB_TITLES[0] });
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(actor.getSnapshot().value).toBe('chatbot');
    actor.send({ type: 'ASSISTANT_CREATED', id: 'b1', fromTemplate: false });
    expect(actor.getSnapshot().status).toBe('done');
    expect(restoredGuide('u1')).toBeUndefined();
  });
});
