/**
 * Texts the channel contracts answer with when a property is refused. Where spec 02
 * (sections 5 and 8) gives the wording it is used as written; the others say plainly what
 * is wrong.
 */
export const channelFieldMessages = {
  /** The shared empty message of spec 02 section 5 (the wording of spec 01). */
  fieldEmpty: 'The field cannot be empty',
  nameTooShort: 'The name must be at least 2 charachters',
  invalidUrl: 'Please enter a valid url',
  invalidEmail: 'Please enter a valid e-mail address.',
  invalidPhone: 'Please enter a valid phone number.',
  invalidColour: 'Enter a colour like #1A2B3C.',
  notANumber: 'Enter a number.',
  tooLong: (max: number) => `At most ${max} characters.`,
  shorterThan: (bound: number) => `Must be shorter than ${bound} characters.`,
  oneOf: (values: readonly string[]) => `Choose one of: ${values.join(', ')}.`,
} as const;
