/** Texts of the designer data answers (for people; the panels show them as they are). */
export const designerDataMessages = {
  companyMissing: 'companyId is required (the companyID header or the companyId query parameter).',
  companyMismatch: 'The companyId of the query and the companyID header differ.',
  integrationNotFound: 'The integration does not exist.',
  notContactCenter: 'The integration is not a contact center integration.',
  notCommerce: 'The integration is not a commerce manager integration.',
  credentialsMissing: 'The integration has no stored credentials. Connect it again in the company profile.',
  catalogNotFound: 'The catalog does not exist.',
  codeBlockNotFound: 'The code block does not exist.',
  codeBlockVersionNotFound: 'The code block version does not exist.',
  versionNotFound: 'The version does not exist.',
  noPartner: 'Please add a ucd integration to be able to use this feature!',
  partnerNotFound: 'The partner does not exist.',
  providerRefused: 'The connected service refused the stored credentials. Check the integration in the company profile.',
  providerNotFound: 'The connected service does not know this item any more.',
  providerFailed: 'The connected service did not answer properly. Please try again.',
  providerUnavailable: 'This service is not configured on this server.',
} as const;
