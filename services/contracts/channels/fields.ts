import { z } from 'zod';
import { channelFieldMessages as m } from './messages';

/**
 * Field builders shared by the channel contracts, so that every kind refuses the same
 * mistake with the same text. Strings are trimmed (spec 02 section 5: values trimmed).
 */

/** Longest free text a property keeps unless its kind says otherwise. */
export const TEXT_MAX = 1000;
/** Longest address a property keeps (the referral bound of spec 02 section 9). */
export const URL_MAX = 2083;

/** A required text: not empty once trimmed ("The field cannot be empty"). */
export const requiredText = (max = TEXT_MAX) => z.string(m.fieldEmpty).trim().min(1, m.fieldEmpty).max(max, m.tooLong(max));

/** An optional text (may be empty). */
export const optionalText = (max = TEXT_MAX) => z.string().trim().max(max, m.tooLong(max)).optional();

/** A credential: required, kept exactly as given apart from surrounding spaces. */
export const requiredSecret = (max = 4096) => requiredText(max);

/** A name of at least 2 characters once trimmed (spec 02 section 5, suite and AI names). */
export const nameOfTwo = (max = 100) => requiredText(max).min(2, m.nameTooShort);

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Whether a text is an http(s) address that parses. */
export function isHttpUrl(value: string): boolean {
  if (!URL_PATTERN.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** An http(s) address ("Please enter a valid url"). */
export const httpUrl = () => z.string(m.fieldEmpty).trim().min(1, m.fieldEmpty).max(URL_MAX, m.tooLong(URL_MAX)).refine(isHttpUrl, m.invalidUrl);

/** An e-mail address. */
export const email = () => z.string(m.fieldEmpty).trim().min(1, m.fieldEmpty).max(254, m.tooLong(254)).pipe(z.email(m.invalidEmail));

/** A phone number: an optional +, then 7 to 15 digits (spaces, dashes and brackets allowed between). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;
export const phone = () =>
  z
    .string(m.fieldEmpty)
    .trim()
    .min(1, m.fieldEmpty)
    .refine((value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 7 && value.replace(/\D/g, '').length <= 15, m.invalidPhone);

/** A colour as the widget forms write it: #RGB or #RRGGBB (an alpha pair allowed). */
export const colour = () =>
  z
    .string()
    .trim()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, m.invalidColour);

/** An image or file address the console uploaded (http(s)). */
export const imageUrl = () => httpUrl().optional();

/** A whole number within bounds. */
export const wholeNumber = (min: number, max: number) => z.number(m.notANumber).int(m.notANumber).min(min).max(max);

/** A name/value pair of a list (headers, parameters). */
export const nameValuePair = z.object({ name: requiredText(200), value: z.string().max(TEXT_MAX, m.tooLong(TEXT_MAX)) }).strict();
