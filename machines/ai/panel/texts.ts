/**
 * The texts of the AI Action and Auto Generative panels that rules and machines hand to
 * the UI (namespace panelsAi). English = spec 03 sections 5.1, 5.4 and 8 word for word;
 * the rows of machines/README.md mark the few the spec does not give.
 */
export const aiPanelTexts = {
  // Intents and entities (spec 5.1)
  intentTooLong: 'panelsAi.errors.intentTooLong',
  intentMissing: 'panelsAi.errors.intentMissing',
  intentDuplicate: 'panelsAi.errors.intentDuplicate',
  entityTurkish: 'panelsAi.errors.entityTurkish',
  entityDuplicate: 'panelsAi.errors.entityDuplicate',
  generativeEntitySeparator: 'panelsAi.errors.generativeEntitySeparator',
  keyValueLimit: 'panelsAi.errors.keyValueLimit',
  pairKeyReserved: 'panelsAi.errors.pairKeyReserved',
  utteranceTooLong: 'panelsAi.errors.utteranceTooLong',
  utteranceDuplicate: 'panelsAi.errors.utteranceDuplicate',
  labelDuplicate: 'panelsAi.errors.labelDuplicate',
  listFailed: 'panelsAi.errors.listFailed',
  changeFailed: 'panelsAi.errors.changeFailed',
  deleteIntentQuestion: 'panelsAi.confirm.deleteIntent',
  deleteIntentsQuestion: 'panelsAi.confirm.deleteIntents',
  deleteEntityQuestion: 'panelsAi.confirm.deleteEntity',
  intentSaved: 'panelsAi.intent.saved',
  // CSV upload (spec 5.1)
  notCsv: 'panelsAi.upload.notCsv',
  csvErrors: 'panelsAi.upload.fileErrors',
  csvInvalidColumns: 'panelsAi.upload.invalidColumns',
  csvUploaded: 'panelsAi.upload.uploaded',
  csvUploadFailed: 'panelsAi.upload.failed',
  // Training (spec 4.1, 8)
  trainingFailure: 'panelsAi.training.failure',
  trainingProblem: 'panelsAi.training.problem',
  trainingServerMessage: 'panelsAi.training.serverMessage',
  beginLuisOnPre: 'panelsAi.training.beginLuisOnPre',
  successLuisCloud: 'panelsAi.training.successLuisCloud',
  completedDialogflow: 'panelsAi.training.completedDialogflow',
  beginClu: 'panelsAi.training.beginClu',
  statusQueued: 'panelsAi.training.statusQueued',
  statusInProgress: 'panelsAi.training.statusInProgress',
  statusCompleted: 'panelsAi.training.statusCompleted',
  statusUpToDate: 'panelsAi.training.statusUpToDate',
  statusFailed: 'panelsAi.training.statusFailed',
  statusOther: 'panelsAi.training.statusOther',
  statusMissing: 'panelsAi.training.statusMissing',
  trainingFinished: 'panelsAi.training.finished',
  published: 'panelsAi.training.published',
  publishFailed: 'panelsAi.training.publishFailed',
  // Test your input (spec 8)
  testFailure: 'panelsAi.test.failure',
  testInvalid: 'panelsAi.test.invalid',
} as const;
