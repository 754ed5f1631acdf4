/** The shapes of the other resources the designer's panels read (spec 03 section 7.2): integrations, code blocks, partners, catalogs, agents, assistants. */

/** An integration of the company; `properties` never carries secrets (masked by the server). */
export type Integration = { _id: string; name: string; type: string; properties: Record<string, unknown> };
export type Department = { id: string; name: string };
export type Catalog = { id: string; name: string };
export type Product = { id: string; price: string; sale_price: string | null; size: string | null; image_url: string; name: string; retailer_id: string };
export type CodeBlock = { functionId: string; functionName: string; createdAt: string };
export type CodeBlockDetails = { versions: string[]; parameters: string[] };
export type PartnerEvent = { display_name: string; key: string; params: Array<{ display_name: string; key: string; type: string; mappedKey: string }> };
export type PartnerContact = { display_name: string; key: string; mappedKey: string };
export type Zap = { id: string; name: string };
export type ZapTemplate = { title: string; description_plain: string; url: string; create_url: string; slug: string; status: string };
export type Partner = { id: string; companyId: string; partnerName: string };
export type Agent = {
  versionId: string;
  partnerName: string;
  agentId: string;
  agentType: 'support' | 'shopping';
  agentName: string;
  agentDescription: string;
  createdAt: string;
  memoryEnabled: boolean;
  knowledgeBases: string[];
  functions: Array<{ name: string }>;
  isPublished: boolean;
  /** 'DRAFT' or a version label; only published, non-draft agents are offered (spec 4.2). */
  version: string;
};
export type BotSummary = { id: string; name: string };
export type VersionSummary = { id: string; name: string; createdAt: string };
