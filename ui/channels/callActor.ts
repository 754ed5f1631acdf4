import { fromPromise } from 'xstate';
import type { ChannelActors } from './channelActors';

/** A console call as a machine's actor: the actor's input goes to the call, its answer is the call's, and stopping the actor aborts the call. */
export function callActor<I, O>(call: (input: I, signal?: AbortSignal) => Promise<O>) {
  return fromPromise<O, I>(({ input, signal }) => call(input, signal));
}

/** The calls every channel form makes: the company's assistants (create), the stored channel (update) and adding one. */
export function channelFormCallActors(calls: ChannelActors) {
  return { loadAssistants: callActor(calls.loadAssistants), loadChannel: callActor(calls.loadChannel), addChannel: callActor(calls.addChannel) };
}
