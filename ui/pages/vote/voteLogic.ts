import { fromPromise } from 'xstate';
import { votePageMachine } from '../../../machines/conversations/votePage.machine';
import type { ConsoleActors } from '../../app/consoleActors';

/** The vote page machine with the given public calls. */
export function provideVotePageMachine({ votes }: Pick<ConsoleActors, 'votes'>) {
  return votePageMachine.provide({
    actors: {
      fetchDeepLink: fromPromise(({ input, signal }) => votes.fetchDeepLink(input.id, signal)),
      sendVote: fromPromise(({ input, signal }) => votes.sendVote(input, signal)),
      markVoted: fromPromise(({ input, signal }) => votes.markVoted(input.id, signal)),
    },
  });
}
