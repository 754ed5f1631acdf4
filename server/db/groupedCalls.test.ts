// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupedCalls } from './groupedCalls';

/** A call that records the groups it was given and answers when told to. */
function recorded(answer: (inputs: number[]) => Array<number | Error> | Promise<Array<number | Error>>) {
  const groups: number[][] = [];
  const release: Array<() => void> = [];
  const call = groupedCalls(async (inputs: number[]) => {
    groups.push(inputs);
    await new Promise<void>((resolve) => release.push(resolve));
    return answer(inputs);
  });
  return { call, groups, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('grouped database calls', () => {
  it('sends a lone call at once, and the calls that came during a round trip together in the next one', async () => {
    const { call, groups, release } = recorded((inputs) => inputs.map((n) => n * 10));
    const first = call(1);
    await settle();
    expect(groups).toEqual([[1]]);
    const later = [call(2), call(3), call(4)];
    await settle();
    expect(groups).toEqual([[1]]);
    release.shift()!();
    await settle();
    expect(groups).toEqual([[1], [2, 3, 4]]);
    release.shift()!();
    expect(await first).toBe(10);
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('calls of one tick go together', async () => {
    const { call, groups, release } = recorded((inputs) => inputs);
    const both = Promise.all([call(5), call(6)]);
    await settle();
    expect(groups).toEqual([[5, 6]]);
    release.shift()!();
    expect(await both).toEqual([5, 6]);
  });

  it('an error answered for one input fails only its caller', async () => {
    const { call, release } = recorded((inputs) => inputs.map((n) => (n === 2 ? new Error('two refused') : n)));
    const answers = [call(1), call(2), call(3)].map((p) =>
      p.then(
        (v) => ({ ok: v }),
        (e: Error) => ({ error: e.message }),
      ),
    );
    await settle();
    release.shift()!();
    expect(await Promise.all(answers)).toEqual([{ ok: 1 }, { error: 'two refused' }, { ok: 3 }]);
  });

  it('when a group fails as a whole, each input is tried alone, so only the bad one fails', async () => {
    const groups: number[][] = [];
    const call = groupedCalls(async (inputs: number[]) => {
      groups.push(inputs);
      if (inputs.includes(2)) throw new Error('statement refused');
      return inputs;
    });
    const answers = await Promise.all(
      [call(1), call(2), call(3)].map((p) =>
        p.then(
          (v) => ({ ok: v }),
          (e: Error) => ({ error: e.message }),
        ),
      ),
    );
    expect(answers).toEqual([{ ok: 1 }, { error: 'statement refused' }, { ok: 3 }]);
    expect(groups).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('a group holds at most `max` calls; the rest go in the next', async () => {
    const groups: number[][] = [];
    const call = groupedCalls(
      async (inputs: number[]) => {
        groups.push(inputs);
        return inputs;
      },
      { max: 2 },
    );
    expect(await Promise.all([call(1), call(2), call(3)])).toEqual([1, 2, 3]);
    expect(groups).toEqual([[1, 2], [3]]);
  });

  it('a group answering fewer results fails the callers left without one', async () => {
    const call = groupedCalls(async (inputs: number[]) => inputs.slice(0, 1));
    const answers = await Promise.all(
      [call(1), call(2)].map((p) =>
        p.then(
          (v) => ({ ok: v }),
          (e: Error) => ({ error: e.message }),
        ),
      ),
    );
    expect(answers[0]).toEqual({ ok: 1 });
    expect(answers[1]).toMatchObject({ error: expect.stringContaining('fewer results') });
  });
});
