import { fromPromise } from 'xstate';

/**
 * A promise actor a test settles by hand: `logic` goes into `machine.provide({ actors })`;
 * `inputs` records every invocation; `resolve`/`reject` settle the latest one.
 */
export type ManualActor<TOutput, TInput> = {
  logic: ReturnType<typeof fromPromise<TOutput, TInput>>;
  inputs: TInput[];
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
  /** Whether an invocation is waiting to be settled. */
  pending: () => boolean;
};

export function manualActor<TOutput = unknown, TInput = unknown>(): ManualActor<TOutput, TInput> {
  let settle: { resolve: (v: TOutput) => void; reject: (e: unknown) => void } | null = null;
  const inputs: TInput[] = [];
  const take = () => {
    if (!settle) throw new Error('no invocation is pending');
    const current = settle;
    settle = null;
    return current;
  };
  return {
    logic: fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          inputs.push(input);
          settle = { resolve, reject };
        }),
    ),
    inputs,
    resolve: (output) => take().resolve(output),
    reject: (error) => take().reject(error),
    pending: () => settle !== null,
  };
}

/** The failures services throw (services/http.ts CallFailure), for rejecting fake actors. */
export const httpFailure = (status: number, message = '') => ({
  kind: 'http' as const,
  status,
  body: { statusCode: status, error: '', message },
});
export const networkFailure = { kind: 'network' as const };
