import { useTranslation } from 'react-i18next';
import { CARD_KINDS } from '../../../../machines/ai/aiConnectionDraft';
import { Button } from '../../../kit/Button';
import type { AiConnectionsActor } from './useAiConnectionsMachine';

/** With no AI connection yet: one card per type (the built-in NLU first); choosing one opens the popup on it. */
export function AiKindCards({ actor }: { actor: AiConnectionsActor }) {
  const { t } = useTranslation('aiConnections');
  return (
    <ul className="ai-cards" aria-label={t('cards.title')}>
      {CARD_KINDS.map((kind) => (
        <li key={kind} className="ai-card">
          <strong>{t(`kinds.${kind}`)}</strong>
          <span className="muted">{t(`descriptions.${kind}`)}</span>
          <Button variant="secondary" aria-label={t('cards.selectKind', { kind: t(`kinds.${kind}`) })} onPress={() => actor.send({ type: 'CHOOSE_KIND', kind })}>
            {t('cards.select')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
