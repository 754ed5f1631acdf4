import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useParams } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { provideVotePageMachine } from './voteLogic';
import { VoteView } from './VoteView';

/** /vote/:id (public): the satisfaction vote of one deep link. */
export default function VotePage() {
  const { id = '' } = useParams();
  const actors = useConsoleActors();
  const [logic] = useState(() => provideVotePageMachine(actors));
  const actorRef = useActorRef(logic, { input: { deepLinkId: id } });
  return <VoteView actorRef={actorRef} />;
}
