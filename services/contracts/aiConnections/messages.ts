/** Texts the AI connection contracts answer with (spec 02 sections 5 and 8 where it gives them). */
export const aiConnectionMessages = {
  fillAllFields: 'Please fill all the fields',
  addDeployments: 'Please add the deployments and make sure all model fields are filled',
  fillGenerativeModel: 'Please make sure fields are filled for the Generative model',
  jsonKeyEmpty: 'The JSON key cannot be empty.',
  /** Spec 02 section 8, AI screen. */
  nameInUse: 'This AI name is already in use',
  checkFailed: 'Please double check your configurations',
  providerUnavailable: 'Problem in internet connection',
  cannotRemove: 'You can not remove this account, please check support team.',
  settingsNotJson: 'The settings are not valid JSON.',
  typeUnknown: 'This AI type is not supported.',
  notFound: 'This AI connection does not exist.',
  languageUnsupported: (languages: readonly string[]) => `The built-in NLU understands ${languages.join(', ')}.`,
} as const;
