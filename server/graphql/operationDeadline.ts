import type { ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { operationTooSlow } from './limitErrors';

/**
 * Stops an operation that runs longer than `seconds`: its fields not yet started never start
 * (the executor checks the signal), and the caller gets OPERATION_TIMEOUT at once even when a
 * resolver is still waiting. Synchronous work inside one resolver cannot be interrupted.
 */
export function operationDeadline(seconds: number): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args: ExecutionArgs & { signal?: AbortSignal }) => {
        const deadline = new AbortController();
        let expired: (reason: unknown) => void = () => undefined;
        const refusal = new Promise<never>((_, reject) => {
          expired = reject;
        });
        const timer = setTimeout(() => {
          const error = operationTooSlow(seconds);
          deadline.abort(error);
          expired(error);
        }, seconds * 1000);
        timer.unref();
        const signal = args.signal ? AbortSignal.any([args.signal, deadline.signal]) : deadline.signal;
        try {
          return await Promise.race([executeFn({ ...args, signal } as ExecutionArgs), refusal]);
        } finally {
          clearTimeout(timer);
        }
      });
    },
  };
}
