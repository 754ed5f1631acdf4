import type { Zap, ZapTemplate } from '../../../services/contracts/designerResources';

/** The automation provider of the Zapier module (spec 03 section 2.15): a company's zaps and the shared templates. */
export type ZapierProvider = {
  zaps(companyId: string): Promise<Zap[]>;
  templates(): Promise<ZapTemplate[]>;
  /** The address of the zap's catch hook (its "Webhooks by Zapier" trigger), null when the company has no such zap. */
  hookUrl(companyId: string, zapId: string): Promise<string | null>;
};
