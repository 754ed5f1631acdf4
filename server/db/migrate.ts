import { Migrator, type Migration } from 'kysely';
import type { Db } from './connect';
import * as accounts from './migrations/001_accounts';
import * as tfaLastStep from './migrations/002_tfa_last_step';
import * as companiesAssistants from './migrations/003_companies_assistants';
import * as aiConnections from './migrations/004_ai_connections';
import * as aiTraining from './migrations/005_ai_training';
import * as designerResources from './migrations/006_designer_resources';
import * as conversations from './migrations/007_conversations';
import * as oneOpenConversation from './migrations/008_one_open_conversation';
import * as publish from './migrations/009_publish';
import * as passwordChangeRequired from './migrations/010_password_change_required';
import * as inboundClaims from './migrations/011_inbound_claims';
import * as outboundQueue from './migrations/012_outbound_queue';
import * as channelMessages from './migrations/013_channel_messages';
import * as channelSmoochType from './migrations/014_channel_smooch_type';
import * as channelImages from './migrations/015_channel_images';
import * as conversationAttachments from './migrations/016_conversation_attachments';
import * as webChatSignInCodes from './migrations/017_web_chat_sign_in_codes';
import * as builtInNluModels from './migrations/018_built_in_nlu_models';
import * as knowledgeBasePassages from './migrations/019_knowledge_base_passages';
import * as publishedNluModels from './migrations/020_published_nlu_models';
import * as analysisIndexes from './migrations/021_analysis_indexes';
import * as assistantAnalysisIndexes from './migrations/023_assistant_analysis_indexes';
import * as companySecrets from './migrations/022_company_secrets';
import * as codeBlockRuns from './migrations/025_code_block_runs';
import * as dataStation from './migrations/026_data_station';
import * as shopifyShopOnce from './migrations/027_shopify_shop_once';
import * as messageCompanyCheck from './migrations/028_message_company_check';
import * as rateLimitCounts from './migrations/029_rate_limit_counts';

/** Every migration, in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '001_accounts': accounts,
  '002_tfa_last_step': tfaLastStep,
  '003_companies_assistants': companiesAssistants,
  '004_ai_connections': aiConnections,
  '005_ai_training': aiTraining,
  '006_designer_resources': designerResources,
  '007_conversations': conversations,
  '008_one_open_conversation': oneOpenConversation,
  '009_publish': publish,
  '010_password_change_required': passwordChangeRequired,
  '011_inbound_claims': inboundClaims,
  '012_outbound_queue': outboundQueue,
  '013_channel_messages': channelMessages,
  '014_channel_smooch_type': channelSmoochType,
  '015_channel_images': channelImages,
  '016_conversation_attachments': conversationAttachments,
  '017_web_chat_sign_in_codes': webChatSignInCodes,
  '018_built_in_nlu_models': builtInNluModels,
  '019_knowledge_base_passages': knowledgeBasePassages,
  '020_published_nlu_models': publishedNluModels,
  '021_analysis_indexes': analysisIndexes,
  '022_company_secrets': companySecrets,
  '023_assistant_analysis_indexes': assistantAnalysisIndexes,
  '025_code_block_runs': codeBlockRuns,
  '026_data_station': dataStation,
  '027_shopify_shop_once': shopifyShopOnce,
  '028_message_company_check': messageCompanyCheck,
  '029_rate_limit_counts': rateLimitCounts,
};

/** Brings the schema up to date; running it again does nothing. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
