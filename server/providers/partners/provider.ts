import type { PartnerContact, PartnerEvent } from '../../../services/contracts/designerResources';

/** The partner's account the version points at (spec 03 3.2: the assistant version carries partnerName and requestToken). */
export type PartnerAccount = { partnerName: string; requestToken: string };

/** Events and contact attributes of a partner (ucd) for personalized logic (spec 03 sections 2.9, 5.7). */
export type PartnersProvider = {
  events(account: PartnerAccount): Promise<PartnerEvent[]>;
  contacts(account: PartnerAccount): Promise<PartnerContact[]>;
};
