/** Texts the AI connection contracts answer with (spec 02 sections 5 and 8 where it gives them). */
export const aiConnectionMessages = {
  fillAllFields: 'Please fill all the fields',
  addDeployments: 'Please add the deployments and make sure all model fields are filled',
  fillGenerativeModel: 'Please make sure fields are filled for the Generative model',
  jsonKeyEmpty: 'The JSON key cannot be empty.',
  languageUnsupported: (languages: readonly string[]) => `The built-in NLU understands ${languages.join(', ')}.`,
} as const;
