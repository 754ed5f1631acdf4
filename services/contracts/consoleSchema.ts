/**
 * The GraphQL schema of the console at /bot/graphql (spec 01 section 7): the server
 * implements it (server/graphql), the console queries it (services/*). Every field is
 * authorized on the server: company membership, ADMIN for company changes, the
 * enterprise flag for assistant creation, and the company's IP allowlist.
 */
export const consoleTypeDefs = /* GraphQL */ `
  type User {
    id: ID!
    name: String!
    surname: String!
    email: String!
    twoFactorEnabled: Boolean!
  }

  type Company {
    id: ID!
    name: String!
    createdAt: String!
    "ADMIN or USER: the caller's type in this company."
    currentUserType: String!
    specialization: String
    isEnterprise: Boolean!
    hasCreditCard: Boolean!
    isIpAddressAllowed: Boolean!
    country: String!
    "Only for ADMINs of the company; null otherwise."
    ipAllowlist: [String!]
  }

  type CompanyCreated {
    id: ID!
    name: String!
  }

  type AccountInfo {
    companyId: ID!
    userId: ID!
    peopleCount: String!
    workField: String!
    jobTitle: String!
  }

  type Success {
    success: Boolean!
    statusCode: Int
    "Why it did not succeed, for people (e.g. transferAiData while AI connections do not exist)."
    message: String
  }

  type Member {
    userId: ID!
    name: String!
    surname: String!
    email: String!
    userType: String!
    joinedAt: String!
  }

  type Invitation {
    id: ID!
    email: String!
    userType: String!
    createdAt: String!
    expiresAt: String!
  }

  type Bot {
    id: ID!
    fid: String!
    name: String!
    companyId: ID!
    companyName: String!
    createdAt: String!
    createrName: String!
  }

  type Version {
    id: ID!
    botId: ID!
    name: String!
    createdAt: String!
  }

  "A module of a template's flow, for the EXPLORE view."
  type TemplateModule {
    id: ID!
    name: String!
    type: String!
  }

  type BotTemplate {
    id: ID!
    name: String!
    description: String!
    specialization: String
    aiBot: Boolean!
    aiId: ID
    modules: [TemplateModule!]!
  }

  "An AI connection of a company (spec 02). settings is JSON text and never holds a secret."
  type AiConnection {
    id: ID!
    name: String!
    companyId: ID!
    "E.g. DialogFlow."
    type: String!
    backend: String!
    projectName: String!
    settings: String
  }

  "An intent of an AI connection (spec 03 section 3.2: remote intent)."
  type AiIntent {
    intent: String!
    intent_id: ID!
  }

  type AiEntityLabel {
    value: String!
    synonyms: [String!]!
  }

  input AiEntityLabelInput {
    value: String!
    synonyms: [String!]!
  }

  "An entity of an AI connection with its labels and their synonyms."
  type AiEntity {
    entity: String!
    entity_id: ID!
    labels: [AiEntityLabel!]!
  }

  "An intent with its utterances: one row of the intents download."
  type AiIntentUtterances {
    intent: String!
    utterances: [String!]!
  }

  type AiUtterance {
    id: ID!
    text: String!
  }

  "A parameter of an intent: its name and the entity (or sys.* entity) that fills it."
  type AiIntentParameter {
    name: String!
    entity: String!
  }

  input AiIntentParameterInput {
    name: String!
    entity: String!
  }

  type AiIntentDetails {
    intent: String!
    intentId: ID!
    utterances: [AiUtterance!]!
    parameters: [AiIntentParameter!]!
  }

  "An upload row: one utterance of an intent (several rows may name the same intent)."
  input AiIntentRowInput {
    Intent: String!
    Utterances: String
  }

  "Training status as the provider reports it (LUIS: Success, UpToDate, InProgress, Fail; CLU: succeeded, running, failed; Dialogflow: statusId '1' when complete)."
  type TrainingStatus {
    status: String!
    statusId: String!
  }

  "An intent of a knowledge base (auto generative panel)."
  type KnowledgeBaseIntent {
    _id: ID!
    label: String!
    companyId: ID!
    createdBy: String!
    createdAt: String!
    updatedAt: String!
    knowledgeBaseId: ID!
    language: String!
    utterances: [String!]!
  }

  "A version of an assistant opened in the designer; flow is a flowDocument as JSON text."
  type DesignerVersion {
    id: ID!
    name: String!
    createdAt: String!
    botId: ID!
    botName: String!
    companyId: ID!
    flow: String!
    "The caller's designer access (spec 03 section 6): FULL, DESIGNER or VIEWER (read-only)."
    access: String!
  }

  "One publication of an assistant version (docs/publishing.md). kind: PUBLISH, ROLLBACK (an older version made live again), CREATED (the first version of a new assistant) or UPGRADE (the newest saved version when publishing began)."
  type Publication {
    id: ID!
    versionId: ID!
    versionName: String!
    kind: String!
    publishedAt: String!
    "Who published, as name and surname; empty for UPGRADE and for people no longer known."
    publishedBy: String!
  }

  "Which version of an assistant is live (null: never published) and its publications, newest first."
  type PublishState {
    botId: ID!
    live: Publication
    history: [Publication!]!
  }

  "A member's stored designer role (VIEWER or DESIGNER); it applies to non-ADMINs with the user-role setting on."
  type DesignerRoleAssignment {
    userId: ID!
    designerRole: String!
  }

  type Query {
    me: User!
    companies: [Company!]!
    company(id: ID!): Company!
    members(companyId: ID!): [Member!]!
    invitations(companyId: ID!): [Invitation!]!
    bots(companyId: ID): [Bot!]!
    versions(botId: ID!): [Version!]!
    versionsByBotIds(botIds: [ID!]!): [Version!]!
    botTemplates(bySpecialization: String): [BotTemplate!]!
    aiConnections(companyId: ID!): [AiConnection!]!
    "A version of an assistant for the designer: the given one, or the newest without versionId."
    designerVersion(botId: ID!, versionId: ID): DesignerVersion!
    "AI connection data (spec 03 section 7.1); id is the AI connection's id."
    entitiesOfAIconn(id: ID!): [AiEntity!]!
    intentsOfAIconn(id: ID!): [AiIntent!]!
    getIntentAndUtterances(id: ID!): [AiIntentUtterances!]!
    getIntentDetails(id: ID!, intent: String!, intentId: ID!): AiIntentDetails!
    getTrainingStatus(id: ID!): TrainingStatus!
    findIntents(knowledgeBaseId: ID!): [KnowledgeBaseIntent!]!
    designerRoles(companyId: ID!): [DesignerRoleAssignment!]!
    "The live version of an assistant and its publish history; any member who may see the assistant."
    publishState(botId: ID!): PublishState!
  }

  type Mutation {
    createCompany(name: String!, country: String!, requestDescription: String, hostName: String): CompanyCreated!
    createAccountInfo(companyId: ID!, userId: ID!, peopleCount: String!, workField: String!, jobTitle: String!): AccountInfo!
    deleteCompany(id: ID!): Success!
    leaveCompany(id: ID!): Success!
    setIpAllowlist(companyId: ID!, entries: [String!]!): Company!
    inviteMember(companyId: ID!, email: String!, userType: String!): Invitation!
    revokeInvitation(id: ID!): Success!
    changeMemberType(companyId: ID!, userId: ID!, userType: String!): Member!
    removeMember(companyId: ID!, userId: ID!): Success!
    createBot(name: String!, companyId: ID!): Bot!
    copyBotFromTemplate(sourceBotId: ID!, companyId: ID!, name: String!, aiIntegrationId: ID): Bot!
    "Stores the service-account JSON key encrypted; the answer never contains it."
    createAiConnection(companyId: ID!, name: String!, type: String!, projectId: String!, jsonKey: String!): AiConnection!
    transferAiData(sourceAiId: ID!, destinationAiId: ID!): Success!
    updateProfile(name: String!, surname: String!): User!
    "Saves a flow as a new version of the bot (v2, v3, ...); the flow must be a valid flowDocument."
    saveVersion(botId: ID!, flow: String!): Version!
    "Intents, entities, utterances, upload, training and publishing of an AI connection (spec 03 sections 4.1, 7.1)."
    updateEntityLabels(id: ID!, entityId: ID!, entityName: String!, labels: [AiEntityLabelInput!]!): Success!
    addEntityToAI(id: ID!, entity: String!): Success!
    removeEntityFromAI(id: ID!, entityId: ID!): Success!
    addIntentToAI(id: ID!, intent: String!): Success!
    removeIntentFromAI(id: ID!, intentId: ID!): Success!
    addUtteranceToIntent(id: ID!, intent: String!, utterance: String!): Success!
    removeUtteranceFromIntent(id: ID!, intent: String!, utteranceId: ID!): Success!
    updateIntent(id: ID!, intentId: ID!, intentNewName: String!, utterances: [String!]!, parameters: [AiIntentParameterInput!]!): Success!
    "An upload's rows: as \`rows\`, their JSON text (what the console sends: read and checked off the server's event loop), or as \`intents\`."
    importIntents(id: ID!, intents: [AiIntentRowInput!], rows: String): Success!
    makeTraining(id: ID!): TrainingStatus!
    publishApp(id: ID!): Success!
    "ADMIN only, with the user-role setting on: a member's designer role (VIEWER or DESIGNER)."
    setDesignerRole(companyId: ID!, userId: ID!, designerRole: String!): DesignerRoleAssignment!
    "Makes a saved version live on every channel (or an older one again: a roll back); refused with the save check's problems. Who may save versions may publish."
    publishVersion(botId: ID!, versionId: ID!): PublishState!
  }
`;
