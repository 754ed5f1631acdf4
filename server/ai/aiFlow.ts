import type { FlowDocument } from '../../services/contracts/flow';
import { isUuid } from '../companies/access';
import type { Db } from '../db/connect';
import { forbidden } from '../graphql/errors';
import { aiMessages } from './aiConnectionResolvers';

/** The connection's id when it belongs to the company; another company's (or a missing) one is FORBIDDEN. */
export async function companyAiConnectionId(db: Db, companyId: string, connectionId: string): Promise<string> {
  const row = isUuid(connectionId)
    ? await db.selectFrom('ai_connections').select('id').where('id', '=', connectionId).where('company_id', '=', companyId).executeTakeFirst()
    : undefined;
  if (!row) throw forbidden(aiMessages.notInCompany);
  return row.id;
}

/** The flow with every AI module answering through the given connection (settings.aiType, spec 03 3.2). */
export function withAiConnection(flow: FlowDocument, connectionId: string): FlowDocument {
  return {
    ...flow,
    modules: flow.modules.map((module) => (module.type === 'AI' ? { ...module, settings: { ...module.settings, aiType: connectionId } } : module)),
  };
}
