import { CLOUD_ACCOUNT_FIELDS } from '../../../services/contracts/channels/whatsappCloud';

/** A WhatsApp Cloud number's Cloud API account as WhatsApp Manager and the app dashboard give it. */
export const cloudAccount = {
  phoneNumberId: '106540352242922',
  businessAccountId: '102290129340398',
  accessToken: 'EAAG-system-user-token',
  appSecret: 'app-secret-1',
  verifyToken: 'verify-me-1',
};

const isAccountField = (field: string) => (CLOUD_ACCOUNT_FIELDS as readonly string[]).includes(field);

const withoutAccount = <T>(values: Record<string, T>) => Object.fromEntries(Object.entries(values).filter(([field]) => !isAccountField(field)));

/**
 * How the form's graph sees the account, to keep it small: the other fields and refusals as
 * they are; of the account, how many fields are filled, whether the phone number id is digits
 * and how many fields are refused.
 */
export const cloudAccountView = {
  withoutAccount,
  summary: (fields: Record<string, string>, errors: Record<string, unknown>) => [
    CLOUD_ACCOUNT_FIELDS.filter((field) => (fields[field] ?? '') !== '').length,
    /^[0-9]*$/.test(fields['phoneNumberId'] ?? ''),
    CLOUD_ACCOUNT_FIELDS.filter((field) => field in errors).length,
  ],
};
