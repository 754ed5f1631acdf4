import type { Zap, ZapTemplate } from '../../../services/contracts/designerResources';

/** The automation provider of the Zapier module (spec 03 section 2.15): a company's zaps and the shared templates. */
export type ZapierProvider = {
  zaps(companyId: string): Promise<Zap[]>;
  templates(): Promise<ZapTemplate[]>;
};
