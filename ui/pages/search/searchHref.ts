import type { SearchHit } from '../../../services/contracts/search';
import { botLogsHref } from '../conversations/href';

/**
 * Where a search result opens: a company its profile, an assistant or a module the designer of
 * the assistant (the designer takes no module to select, so a module opens its assistant), a
 * conversation its bot logs.
 */
export function searchHitHref(hit: SearchHit): string {
  switch (hit.kind) {
    case 'company':
      return `/company-profile?${new URLSearchParams({ id: hit.companyId }).toString()}`;
    case 'conversation':
      return botLogsHref(hit.id, hit.companyId);
    case 'assistant':
    case 'module':
      return `/chatbot-designer?${new URLSearchParams({ id: hit.botId ?? hit.id, companyId: hit.companyId }).toString()}`;
  }
}
