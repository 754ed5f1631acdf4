import { CLOUD_ACCOUNT_FIELDS } from '../../../services/contracts/channels/whatsappCloud';
import { readText } from './formRules';

/**
 * The Cloud API account part of the WhatsApp Cloud form: phone number id, WhatsApp Business
 * Account id, access token, app secret and verify token (the last three secrets: an update
 * shows them masked and sends the mask back, which keeps the stored ones). A field left empty
 * is not sent; the contract asks for the five together.
 */
export const ACCOUNT_FIELDS = CLOUD_ACCOUNT_FIELDS;

/** The account's properties from the form's fields, the empty ones left out. */
export function accountOf(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(ACCOUNT_FIELDS.flatMap((field) => (fields[field] ? [[field, fields[field]]] : [])));
}

/** The account's fields an update form starts with (secrets as the mask the server answers). */
export function accountFieldsOf(properties: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, readText(properties, field)]));
}
