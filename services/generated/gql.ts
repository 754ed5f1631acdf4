/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AiConnectionRows($companyId: ID!) {\n    aiConnections(companyId: $companyId) {\n      id\n      name\n      type\n      backend\n      projectName\n      settings\n    }\n  }\n": typeof types.AiConnectionRowsDocument,
    "\n  mutation CreateAIconnection($name: String!, $type: String!, $companyId: ID!, $settings: String!) {\n    createAIconnection(name: $name, type: $type, companyId: $companyId, settings: $settings) {\n      id\n      name\n      type\n      backend\n      token\n    }\n  }\n": typeof types.CreateAIconnectionDocument,
    "\n  mutation UpdateAIconnection($id: ID!, $type: String!, $settings: String!, $name: String) {\n    updateAIconnection(id: $id, type: $type, settings: $settings, name: $name) {\n      id\n    }\n  }\n": typeof types.UpdateAIconnectionDocument,
    "\n  mutation DeleteAIconnection($id: ID!, $companyId: ID!) {\n    deleteAIconnection(id: $id, companyId: $companyId) {\n      success\n      statusCode\n    }\n  }\n": typeof types.DeleteAIconnectionDocument,
    "\n  fragment BotFields on Bot {\n    id\n    fid\n    name\n    companyId\n    companyName\n    createdAt\n    createrName\n  }\n": typeof types.BotFieldsFragmentDoc,
    "\n  fragment BotVersionFields on Version {\n    id\n    botId\n    name\n    createdAt\n  }\n": typeof types.BotVersionFieldsFragmentDoc,
    "\n  fragment AiConnectionFields on AiConnection {\n    id\n    name\n    companyId\n    type\n    backend\n    projectName\n    settings\n  }\n": typeof types.AiConnectionFieldsFragmentDoc,
    "\n  query AssistantsBots($companyId: ID) {\n    bots(companyId: $companyId) {\n      ...BotFields\n    }\n  }\n": typeof types.AssistantsBotsDocument,
    "\n  query AssistantVersions($botId: ID!) {\n    versions(botId: $botId) {\n      ...BotVersionFields\n    }\n  }\n": typeof types.AssistantVersionsDocument,
    "\n  query AssistantTemplates($bySpecialization: String) {\n    botTemplates(bySpecialization: $bySpecialization) {\n      id\n      name\n      description\n      specialization\n      aiBot\n      aiId\n    }\n  }\n": typeof types.AssistantTemplatesDocument,
    "\n  mutation CreateAccountInfo($companyId: ID!, $userId: ID!, $peopleCount: String!, $workField: String!, $jobTitle: String!) {\n    createAccountInfo(companyId: $companyId, userId: $userId, peopleCount: $peopleCount, workField: $workField, jobTitle: $jobTitle) {\n      companyId\n      userId\n      peopleCount\n      workField\n      jobTitle\n    }\n  }\n": typeof types.CreateAccountInfoDocument,
    "\n  mutation CreateBot($name: String!, $companyId: ID!) {\n    createBot(name: $name, companyId: $companyId) {\n      ...BotFields\n    }\n  }\n": typeof types.CreateBotDocument,
    "\n  mutation CopyBotFromTemplate($sourceBotId: ID!, $companyId: ID!, $name: String!, $aiIntegrationId: ID) {\n    copyBotFromTemplate(sourceBotId: $sourceBotId, companyId: $companyId, name: $name, aiIntegrationId: $aiIntegrationId) {\n      ...BotFields\n    }\n  }\n": typeof types.CopyBotFromTemplateDocument,
    "\n  mutation CreateAiConnection($companyId: ID!, $name: String!, $type: String!, $projectId: String!, $jsonKey: String!) {\n    createAiConnection(companyId: $companyId, name: $name, type: $type, projectId: $projectId, jsonKey: $jsonKey) {\n      ...AiConnectionFields\n    }\n  }\n": typeof types.CreateAiConnectionDocument,
    "\n  query AssistantTemplateModules {\n    botTemplates {\n      id\n      modules {\n        name\n        type\n      }\n    }\n  }\n": typeof types.AssistantTemplateModulesDocument,
    "\n  fragment ChannelFields on Channel {\n    id\n    name\n    integrationType\n    companyID\n    status\n    botId\n    kind\n    botName\n    properties\n  }\n": typeof types.ChannelFieldsFragmentDoc,
    "\n  query CompanyChannels($companyId: ID!) {\n    channels(companyId: $companyId) {\n      id\n      name\n      integrationType\n      companyID\n      status\n      botId\n      kind\n      botName\n    }\n  }\n": typeof types.CompanyChannelsDocument,
    "\n  query ChannelDetails($id: ID!) {\n    channel(id: $id) {\n      ...ChannelFields\n    }\n  }\n": typeof types.ChannelDetailsDocument,
    "\n  mutation AddConnectionToCompany($companyId: ID!, $name: String!, $type: ChannelKind!, $botId: ID, $properties: String!) {\n    addConnectionToCompany(companyId: $companyId, name: $name, type: $type, botId: $botId, properties: $properties) {\n      channel {\n        ...ChannelFields\n      }\n      apiToken\n      signingSecret\n    }\n  }\n": typeof types.AddConnectionToCompanyDocument,
    "\n  mutation UpdateConnection($channelId: ID!, $name: String, $properties: String!) {\n    updateConnection(channelId: $channelId, name: $name, properties: $properties) {\n      ...ChannelFields\n    }\n  }\n": typeof types.UpdateConnectionDocument,
    "\n  mutation DeleteChannel($channelId: ID!) {\n    deleteChannel(channelId: $channelId) {\n      success\n      statusCode\n    }\n  }\n": typeof types.DeleteChannelDocument,
    "\n  fragment CompanyFields on Company {\n    id\n    name\n    createdAt\n    currentUserType\n    isEnterprise\n    isIpAddressAllowed\n    country\n  }\n": typeof types.CompanyFieldsFragmentDoc,
    "\n  fragment CompanyDetailsFields on Company {\n    ...CompanyFields\n    ipAllowlist\n  }\n": typeof types.CompanyDetailsFieldsFragmentDoc,
    "\n  fragment MemberFields on Member {\n    userId\n    name\n    surname\n    email\n    userType\n    joinedAt\n  }\n": typeof types.MemberFieldsFragmentDoc,
    "\n  fragment InvitationFields on Invitation {\n    id\n    email\n    userType\n    createdAt\n    expiresAt\n  }\n": typeof types.InvitationFieldsFragmentDoc,
    "\n  fragment SuccessFields on Success {\n    success\n    statusCode\n  }\n": typeof types.SuccessFieldsFragmentDoc,
    "\n  query Companies {\n    companies {\n      ...CompanyFields\n    }\n  }\n": typeof types.CompaniesDocument,
    "\n  query Company($id: ID!) {\n    company(id: $id) {\n      ...CompanyDetailsFields\n    }\n  }\n": typeof types.CompanyDocument,
    "\n  query CompanyMembers($companyId: ID!) {\n    members(companyId: $companyId) {\n      ...MemberFields\n    }\n    invitations(companyId: $companyId) {\n      ...InvitationFields\n    }\n  }\n": typeof types.CompanyMembersDocument,
    "\n  mutation CreateCompany($name: String!, $country: String!, $requestDescription: String, $hostName: String) {\n    createCompany(name: $name, country: $country, requestDescription: $requestDescription, hostName: $hostName) {\n      id\n      name\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation DeleteCompany($id: ID!) {\n    deleteCompany(id: $id) {\n      ...SuccessFields\n    }\n  }\n": typeof types.DeleteCompanyDocument,
    "\n  mutation LeaveCompany($id: ID!) {\n    leaveCompany(id: $id) {\n      ...SuccessFields\n    }\n  }\n": typeof types.LeaveCompanyDocument,
    "\n  mutation SetIpAllowlist($companyId: ID!, $entries: [String!]!) {\n    setIpAllowlist(companyId: $companyId, entries: $entries) {\n      ...CompanyDetailsFields\n    }\n  }\n": typeof types.SetIpAllowlistDocument,
    "\n  mutation InviteMember($companyId: ID!, $email: String!, $userType: String!) {\n    inviteMember(companyId: $companyId, email: $email, userType: $userType) {\n      ...InvitationFields\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...SuccessFields\n    }\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation ChangeMemberType($companyId: ID!, $userId: ID!, $userType: String!) {\n    changeMemberType(companyId: $companyId, userId: $userId, userType: $userType) {\n      ...MemberFields\n    }\n  }\n": typeof types.ChangeMemberTypeDocument,
    "\n  mutation RemoveMember($companyId: ID!, $userId: ID!) {\n    removeMember(companyId: $companyId, userId: $userId) {\n      ...SuccessFields\n    }\n  }\n": typeof types.RemoveMemberDocument,
    "\n  query ConversationAnalysisWithPagination($startDate: String!, $endDate: String!, $pageSize: Int!, $pageIndex: Int!, $channelIds: [ID!], $isEnded: Boolean) {\n    conversationAnalysisWithPagination(startDate: $startDate, endDate: $endDate, pageSize: $pageSize, pageIndex: $pageIndex, channelIds: $channelIds, isEnded: $isEnded) {\n      conversations {\n        _id\n        channelID\n        channelType\n        channelName\n        clientID\n        startDate\n        lastMessageDate\n        endDate\n        isEnded\n        isHandedOver\n        isInternalHandedOver\n        botID\n        botName\n        versionID\n        rating\n      }\n      totalCount\n      pageSize\n      currentPage\n      totalPages\n      hasNext\n      hasPrevious\n    }\n  }\n": typeof types.ConversationAnalysisWithPaginationDocument,
    "\n  fragment DesignerRoleFields on DesignerRoleAssignment {\n    userId\n    designerRole\n  }\n": typeof types.DesignerRoleFieldsFragmentDoc,
    "\n  query DesignerVersion($botId: ID!, $versionId: ID) {\n    designerVersion(botId: $botId, versionId: $versionId) {\n      id\n      name\n      createdAt\n      botId\n      botName\n      companyId\n      flow\n      access\n    }\n  }\n": typeof types.DesignerVersionDocument,
    "\n  query DesignerVersions($botId: ID!) {\n    versions(botId: $botId) {\n      ...BotVersionFields\n    }\n  }\n": typeof types.DesignerVersionsDocument,
    "\n  mutation SaveVersion($botId: ID!, $flow: String!) {\n    saveVersion(botId: $botId, flow: $flow) {\n      ...BotVersionFields\n    }\n  }\n": typeof types.SaveVersionDocument,
    "\n  query DesignerRoles($companyId: ID!) {\n    designerRoles(companyId: $companyId) {\n      ...DesignerRoleFields\n    }\n  }\n": typeof types.DesignerRolesDocument,
    "\n  mutation SetDesignerRole($companyId: ID!, $userId: ID!, $designerRole: String!) {\n    setDesignerRole(companyId: $companyId, userId: $userId, designerRole: $designerRole) {\n      ...DesignerRoleFields\n    }\n  }\n": typeof types.SetDesignerRoleDocument,
    "\n  fragment TrainingStatusFields on TrainingStatus {\n    status\n    statusId\n  }\n": typeof types.TrainingStatusFieldsFragmentDoc,
    "\n  query AiConnections($companyId: ID!) {\n    aiConnections(companyId: $companyId) {\n      ...AiConnectionFields\n    }\n  }\n": typeof types.AiConnectionsDocument,
    "\n  query IntentsOfAiConnection($id: ID!) {\n    intentsOfAIconn(id: $id) {\n      intent\n      intent_id\n    }\n  }\n": typeof types.IntentsOfAiConnectionDocument,
    "\n  query EntitiesOfAiConnection($id: ID!) {\n    entitiesOfAIconn(id: $id) {\n      entity\n      entity_id\n      labels {\n        value\n        synonyms\n      }\n    }\n  }\n": typeof types.EntitiesOfAiConnectionDocument,
    "\n  query IntentAndUtterances($id: ID!) {\n    getIntentAndUtterances(id: $id) {\n      intent\n      utterances\n    }\n  }\n": typeof types.IntentAndUtterancesDocument,
    "\n  query IntentDetails($id: ID!, $intent: String!, $intentId: ID!) {\n    getIntentDetails(id: $id, intent: $intent, intentId: $intentId) {\n      intent\n      intentId\n      utterances {\n        id\n        text\n      }\n      parameters {\n        name\n        entity\n      }\n    }\n  }\n": typeof types.IntentDetailsDocument,
    "\n  query TrainingStatus($id: ID!) {\n    getTrainingStatus(id: $id) {\n      ...TrainingStatusFields\n    }\n  }\n": typeof types.TrainingStatusDocument,
    "\n  query FindIntents($knowledgeBaseId: ID!) {\n    findIntents(knowledgeBaseId: $knowledgeBaseId) {\n      _id\n      label\n      knowledgeBaseId\n      language\n      utterances\n    }\n  }\n": typeof types.FindIntentsDocument,
    "\n  mutation AddIntentToAi($id: ID!, $intent: String!) {\n    addIntentToAI(id: $id, intent: $intent) {\n      ...SuccessFields\n    }\n  }\n": typeof types.AddIntentToAiDocument,
    "\n  mutation RemoveIntentFromAi($id: ID!, $intentId: ID!) {\n    removeIntentFromAI(id: $id, intentId: $intentId) {\n      ...SuccessFields\n    }\n  }\n": typeof types.RemoveIntentFromAiDocument,
    "\n  mutation AddEntityToAi($id: ID!, $entity: String!) {\n    addEntityToAI(id: $id, entity: $entity) {\n      ...SuccessFields\n    }\n  }\n": typeof types.AddEntityToAiDocument,
    "\n  mutation RemoveEntityFromAi($id: ID!, $entityId: ID!) {\n    removeEntityFromAI(id: $id, entityId: $entityId) {\n      ...SuccessFields\n    }\n  }\n": typeof types.RemoveEntityFromAiDocument,
    "\n  mutation UpdateEntityLabels($id: ID!, $entityId: ID!, $entityName: String!, $labels: [AiEntityLabelInput!]!) {\n    updateEntityLabels(id: $id, entityId: $entityId, entityName: $entityName, labels: $labels) {\n      ...SuccessFields\n    }\n  }\n": typeof types.UpdateEntityLabelsDocument,
    "\n  mutation AddUtteranceToIntent($id: ID!, $intent: String!, $utterance: String!) {\n    addUtteranceToIntent(id: $id, intent: $intent, utterance: $utterance) {\n      ...SuccessFields\n    }\n  }\n": typeof types.AddUtteranceToIntentDocument,
    "\n  mutation RemoveUtteranceFromIntent($id: ID!, $intent: String!, $utteranceId: ID!) {\n    removeUtteranceFromIntent(id: $id, intent: $intent, utteranceId: $utteranceId) {\n      ...SuccessFields\n    }\n  }\n": typeof types.RemoveUtteranceFromIntentDocument,
    "\n  mutation UpdateIntent($id: ID!, $intentId: ID!, $intentNewName: String!, $utterances: [String!]!, $parameters: [AiIntentParameterInput!]!) {\n    updateIntent(id: $id, intentId: $intentId, intentNewName: $intentNewName, utterances: $utterances, parameters: $parameters) {\n      ...SuccessFields\n    }\n  }\n": typeof types.UpdateIntentDocument,
    "\n  mutation ImportIntents($id: ID!, $rows: String!) {\n    importIntents(id: $id, rows: $rows) {\n      ...SuccessFields\n    }\n  }\n": typeof types.ImportIntentsDocument,
    "\n  mutation MakeTraining($id: ID!) {\n    makeTraining(id: $id) {\n      ...TrainingStatusFields\n    }\n  }\n": typeof types.MakeTrainingDocument,
    "\n  mutation PublishApp($id: ID!) {\n    publishApp(id: $id) {\n      ...SuccessFields\n    }\n  }\n": typeof types.PublishAppDocument,
    "\n  mutation UpdateProfile($name: String!, $surname: String!) {\n    updateProfile(name: $name, surname: $surname) {\n      id\n      name\n      surname\n      email\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment PublicationFields on Publication {\n    id\n    versionId\n    versionName\n    kind\n    publishedAt\n    publishedBy\n  }\n": typeof types.PublicationFieldsFragmentDoc,
    "\n  fragment PublishStateFields on PublishState {\n    botId\n    live {\n      ...PublicationFields\n    }\n    history {\n      ...PublicationFields\n    }\n  }\n": typeof types.PublishStateFieldsFragmentDoc,
    "\n  query PublishState($botId: ID!) {\n    publishState(botId: $botId) {\n      ...PublishStateFields\n    }\n  }\n": typeof types.PublishStateDocument,
    "\n  mutation PublishVersion($botId: ID!, $versionId: ID!) {\n    publishVersion(botId: $botId, versionId: $versionId) {\n      ...PublishStateFields\n    }\n  }\n": typeof types.PublishVersionDocument,
    "\n  query BotWebChatChannel($companyId: ID) {\n    bots(companyId: $companyId) {\n      id\n      webChatChannelId\n    }\n  }\n": typeof types.BotWebChatChannelDocument,
};
const documents: Documents = {
    "\n  query AiConnectionRows($companyId: ID!) {\n    aiConnections(companyId: $companyId) {\n      id\n      name\n      type\n      backend\n      projectName\n      settings\n    }\n  }\n": types.AiConnectionRowsDocument,
    "\n  mutation CreateAIconnection($name: String!, $type: String!, $companyId: ID!, $settings: String!) {\n    createAIconnection(name: $name, type: $type, companyId: $companyId, settings: $settings) {\n      id\n      name\n      type\n      backend\n      token\n    }\n  }\n": types.CreateAIconnectionDocument,
    "\n  mutation UpdateAIconnection($id: ID!, $type: String!, $settings: String!, $name: String) {\n    updateAIconnection(id: $id, type: $type, settings: $settings, name: $name) {\n      id\n    }\n  }\n": types.UpdateAIconnectionDocument,
    "\n  mutation DeleteAIconnection($id: ID!, $companyId: ID!) {\n    deleteAIconnection(id: $id, companyId: $companyId) {\n      success\n      statusCode\n    }\n  }\n": types.DeleteAIconnectionDocument,
    "\n  fragment BotFields on Bot {\n    id\n    fid\n    name\n    companyId\n    companyName\n    createdAt\n    createrName\n  }\n": types.BotFieldsFragmentDoc,
    "\n  fragment BotVersionFields on Version {\n    id\n    botId\n    name\n    createdAt\n  }\n": types.BotVersionFieldsFragmentDoc,
    "\n  fragment AiConnectionFields on AiConnection {\n    id\n    name\n    companyId\n    type\n    backend\n    projectName\n    settings\n  }\n": types.AiConnectionFieldsFragmentDoc,
    "\n  query AssistantsBots($companyId: ID) {\n    bots(companyId: $companyId) {\n      ...BotFields\n    }\n  }\n": types.AssistantsBotsDocument,
    "\n  query AssistantVersions($botId: ID!) {\n    versions(botId: $botId) {\n      ...BotVersionFields\n    }\n  }\n": types.AssistantVersionsDocument,
    "\n  query AssistantTemplates($bySpecialization: String) {\n    botTemplates(bySpecialization: $bySpecialization) {\n      id\n      name\n      description\n      specialization\n      aiBot\n      aiId\n    }\n  }\n": types.AssistantTemplatesDocument,
    "\n  mutation CreateAccountInfo($companyId: ID!, $userId: ID!, $peopleCount: String!, $workField: String!, $jobTitle: String!) {\n    createAccountInfo(companyId: $companyId, userId: $userId, peopleCount: $peopleCount, workField: $workField, jobTitle: $jobTitle) {\n      companyId\n      userId\n      peopleCount\n      workField\n      jobTitle\n    }\n  }\n": types.CreateAccountInfoDocument,
    "\n  mutation CreateBot($name: String!, $companyId: ID!) {\n    createBot(name: $name, companyId: $companyId) {\n      ...BotFields\n    }\n  }\n": types.CreateBotDocument,
    "\n  mutation CopyBotFromTemplate($sourceBotId: ID!, $companyId: ID!, $name: String!, $aiIntegrationId: ID) {\n    copyBotFromTemplate(sourceBotId: $sourceBotId, companyId: $companyId, name: $name, aiIntegrationId: $aiIntegrationId) {\n      ...BotFields\n    }\n  }\n": types.CopyBotFromTemplateDocument,
    "\n  mutation CreateAiConnection($companyId: ID!, $name: String!, $type: String!, $projectId: String!, $jsonKey: String!) {\n    createAiConnection(companyId: $companyId, name: $name, type: $type, projectId: $projectId, jsonKey: $jsonKey) {\n      ...AiConnectionFields\n    }\n  }\n": types.CreateAiConnectionDocument,
    "\n  query AssistantTemplateModules {\n    botTemplates {\n      id\n      modules {\n        name\n        type\n      }\n    }\n  }\n": types.AssistantTemplateModulesDocument,
    "\n  fragment ChannelFields on Channel {\n    id\n    name\n    integrationType\n    companyID\n    status\n    botId\n    kind\n    botName\n    properties\n  }\n": types.ChannelFieldsFragmentDoc,
    "\n  query CompanyChannels($companyId: ID!) {\n    channels(companyId: $companyId) {\n      id\n      name\n      integrationType\n      companyID\n      status\n      botId\n      kind\n      botName\n    }\n  }\n": types.CompanyChannelsDocument,
    "\n  query ChannelDetails($id: ID!) {\n    channel(id: $id) {\n      ...ChannelFields\n    }\n  }\n": types.ChannelDetailsDocument,
    "\n  mutation AddConnectionToCompany($companyId: ID!, $name: String!, $type: ChannelKind!, $botId: ID, $properties: String!) {\n    addConnectionToCompany(companyId: $companyId, name: $name, type: $type, botId: $botId, properties: $properties) {\n      channel {\n        ...ChannelFields\n      }\n      apiToken\n      signingSecret\n    }\n  }\n": types.AddConnectionToCompanyDocument,
    "\n  mutation UpdateConnection($channelId: ID!, $name: String, $properties: String!) {\n    updateConnection(channelId: $channelId, name: $name, properties: $properties) {\n      ...ChannelFields\n    }\n  }\n": types.UpdateConnectionDocument,
    "\n  mutation DeleteChannel($channelId: ID!) {\n    deleteChannel(channelId: $channelId) {\n      success\n      statusCode\n    }\n  }\n": types.DeleteChannelDocument,
    "\n  fragment CompanyFields on Company {\n    id\n    name\n    createdAt\n    currentUserType\n    isEnterprise\n    isIpAddressAllowed\n    country\n  }\n": types.CompanyFieldsFragmentDoc,
    "\n  fragment CompanyDetailsFields on Company {\n    ...CompanyFields\n    ipAllowlist\n  }\n": types.CompanyDetailsFieldsFragmentDoc,
    "\n  fragment MemberFields on Member {\n    userId\n    name\n    surname\n    email\n    userType\n    joinedAt\n  }\n": types.MemberFieldsFragmentDoc,
    "\n  fragment InvitationFields on Invitation {\n    id\n    email\n    userType\n    createdAt\n    expiresAt\n  }\n": types.InvitationFieldsFragmentDoc,
    "\n  fragment SuccessFields on Success {\n    success\n    statusCode\n  }\n": types.SuccessFieldsFragmentDoc,
    "\n  query Companies {\n    companies {\n      ...CompanyFields\n    }\n  }\n": types.CompaniesDocument,
    "\n  query Company($id: ID!) {\n    company(id: $id) {\n      ...CompanyDetailsFields\n    }\n  }\n": types.CompanyDocument,
    "\n  query CompanyMembers($companyId: ID!) {\n    members(companyId: $companyId) {\n      ...MemberFields\n    }\n    invitations(companyId: $companyId) {\n      ...InvitationFields\n    }\n  }\n": types.CompanyMembersDocument,
    "\n  mutation CreateCompany($name: String!, $country: String!, $requestDescription: String, $hostName: String) {\n    createCompany(name: $name, country: $country, requestDescription: $requestDescription, hostName: $hostName) {\n      id\n      name\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation DeleteCompany($id: ID!) {\n    deleteCompany(id: $id) {\n      ...SuccessFields\n    }\n  }\n": types.DeleteCompanyDocument,
    "\n  mutation LeaveCompany($id: ID!) {\n    leaveCompany(id: $id) {\n      ...SuccessFields\n    }\n  }\n": types.LeaveCompanyDocument,
    "\n  mutation SetIpAllowlist($companyId: ID!, $entries: [String!]!) {\n    setIpAllowlist(companyId: $companyId, entries: $entries) {\n      ...CompanyDetailsFields\n    }\n  }\n": types.SetIpAllowlistDocument,
    "\n  mutation InviteMember($companyId: ID!, $email: String!, $userType: String!) {\n    inviteMember(companyId: $companyId, email: $email, userType: $userType) {\n      ...InvitationFields\n    }\n  }\n": types.InviteMemberDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...SuccessFields\n    }\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation ChangeMemberType($companyId: ID!, $userId: ID!, $userType: String!) {\n    changeMemberType(companyId: $companyId, userId: $userId, userType: $userType) {\n      ...MemberFields\n    }\n  }\n": types.ChangeMemberTypeDocument,
    "\n  mutation RemoveMember($companyId: ID!, $userId: ID!) {\n    removeMember(companyId: $companyId, userId: $userId) {\n      ...SuccessFields\n    }\n  }\n": types.RemoveMemberDocument,
    "\n  query ConversationAnalysisWithPagination($startDate: String!, $endDate: String!, $pageSize: Int!, $pageIndex: Int!, $channelIds: [ID!], $isEnded: Boolean) {\n    conversationAnalysisWithPagination(startDate: $startDate, endDate: $endDate, pageSize: $pageSize, pageIndex: $pageIndex, channelIds: $channelIds, isEnded: $isEnded) {\n      conversations {\n        _id\n        channelID\n        channelType\n        channelName\n        clientID\n        startDate\n        lastMessageDate\n        endDate\n        isEnded\n        isHandedOver\n        isInternalHandedOver\n        botID\n        botName\n        versionID\n        rating\n      }\n      totalCount\n      pageSize\n      currentPage\n      totalPages\n      hasNext\n      hasPrevious\n    }\n  }\n": types.ConversationAnalysisWithPaginationDocument,
    "\n  fragment DesignerRoleFields on DesignerRoleAssignment {\n    userId\n    designerRole\n  }\n": types.DesignerRoleFieldsFragmentDoc,
    "\n  query DesignerVersion($botId: ID!, $versionId: ID) {\n    designerVersion(botId: $botId, versionId: $versionId) {\n      id\n      name\n      createdAt\n      botId\n      botName\n      companyId\n      flow\n      access\n    }\n  }\n": types.DesignerVersionDocument,
    "\n  query DesignerVersions($botId: ID!) {\n    versions(botId: $botId) {\n      ...BotVersionFields\n    }\n  }\n": types.DesignerVersionsDocument,
    "\n  mutation SaveVersion($botId: ID!, $flow: String!) {\n    saveVersion(botId: $botId, flow: $flow) {\n      ...BotVersionFields\n    }\n  }\n": types.SaveVersionDocument,
    "\n  query DesignerRoles($companyId: ID!) {\n    designerRoles(companyId: $companyId) {\n      ...DesignerRoleFields\n    }\n  }\n": types.DesignerRolesDocument,
    "\n  mutation SetDesignerRole($companyId: ID!, $userId: ID!, $designerRole: String!) {\n    setDesignerRole(companyId: $companyId, userId: $userId, designerRole: $designerRole) {\n      ...DesignerRoleFields\n    }\n  }\n": types.SetDesignerRoleDocument,
    "\n  fragment TrainingStatusFields on TrainingStatus {\n    status\n    statusId\n  }\n": types.TrainingStatusFieldsFragmentDoc,
    "\n  query AiConnections($companyId: ID!) {\n    aiConnections(companyId: $companyId) {\n      ...AiConnectionFields\n    }\n  }\n": types.AiConnectionsDocument,
    "\n  query IntentsOfAiConnection($id: ID!) {\n    intentsOfAIconn(id: $id) {\n      intent\n      intent_id\n    }\n  }\n": types.IntentsOfAiConnectionDocument,
    "\n  query EntitiesOfAiConnection($id: ID!) {\n    entitiesOfAIconn(id: $id) {\n      entity\n      entity_id\n      labels {\n        value\n        synonyms\n      }\n    }\n  }\n": types.EntitiesOfAiConnectionDocument,
    "\n  query IntentAndUtterances($id: ID!) {\n    getIntentAndUtterances(id: $id) {\n      intent\n      utterances\n    }\n  }\n": types.IntentAndUtterancesDocument,
    "\n  query IntentDetails($id: ID!, $intent: String!, $intentId: ID!) {\n    getIntentDetails(id: $id, intent: $intent, intentId: $intentId) {\n      intent\n      intentId\n      utterances {\n        id\n        text\n      }\n      parameters {\n        name\n        entity\n      }\n    }\n  }\n": types.IntentDetailsDocument,
    "\n  query TrainingStatus($id: ID!) {\n    getTrainingStatus(id: $id) {\n      ...TrainingStatusFields\n    }\n  }\n": types.TrainingStatusDocument,
    "\n  query FindIntents($knowledgeBaseId: ID!) {\n    findIntents(knowledgeBaseId: $knowledgeBaseId) {\n      _id\n      label\n      knowledgeBaseId\n      language\n      utterances\n    }\n  }\n": types.FindIntentsDocument,
    "\n  mutation AddIntentToAi($id: ID!, $intent: String!) {\n    addIntentToAI(id: $id, intent: $intent) {\n      ...SuccessFields\n    }\n  }\n": types.AddIntentToAiDocument,
    "\n  mutation RemoveIntentFromAi($id: ID!, $intentId: ID!) {\n    removeIntentFromAI(id: $id, intentId: $intentId) {\n      ...SuccessFields\n    }\n  }\n": types.RemoveIntentFromAiDocument,
    "\n  mutation AddEntityToAi($id: ID!, $entity: String!) {\n    addEntityToAI(id: $id, entity: $entity) {\n      ...SuccessFields\n    }\n  }\n": types.AddEntityToAiDocument,
    "\n  mutation RemoveEntityFromAi($id: ID!, $entityId: ID!) {\n    removeEntityFromAI(id: $id, entityId: $entityId) {\n      ...SuccessFields\n    }\n  }\n": types.RemoveEntityFromAiDocument,
    "\n  mutation UpdateEntityLabels($id: ID!, $entityId: ID!, $entityName: String!, $labels: [AiEntityLabelInput!]!) {\n    updateEntityLabels(id: $id, entityId: $entityId, entityName: $entityName, labels: $labels) {\n      ...SuccessFields\n    }\n  }\n": types.UpdateEntityLabelsDocument,
    "\n  mutation AddUtteranceToIntent($id: ID!, $intent: String!, $utterance: String!) {\n    addUtteranceToIntent(id: $id, intent: $intent, utterance: $utterance) {\n      ...SuccessFields\n    }\n  }\n": types.AddUtteranceToIntentDocument,
    "\n  mutation RemoveUtteranceFromIntent($id: ID!, $intent: String!, $utteranceId: ID!) {\n    removeUtteranceFromIntent(id: $id, intent: $intent, utteranceId: $utteranceId) {\n      ...SuccessFields\n    }\n  }\n": types.RemoveUtteranceFromIntentDocument,
    "\n  mutation UpdateIntent($id: ID!, $intentId: ID!, $intentNewName: String!, $utterances: [String!]!, $parameters: [AiIntentParameterInput!]!) {\n    updateIntent(id: $id, intentId: $intentId, intentNewName: $intentNewName, utterances: $utterances, parameters: $parameters) {\n      ...SuccessFields\n    }\n  }\n": types.UpdateIntentDocument,
    "\n  mutation ImportIntents($id: ID!, $rows: String!) {\n    importIntents(id: $id, rows: $rows) {\n      ...SuccessFields\n    }\n  }\n": types.ImportIntentsDocument,
    "\n  mutation MakeTraining($id: ID!) {\n    makeTraining(id: $id) {\n      ...TrainingStatusFields\n    }\n  }\n": types.MakeTrainingDocument,
    "\n  mutation PublishApp($id: ID!) {\n    publishApp(id: $id) {\n      ...SuccessFields\n    }\n  }\n": types.PublishAppDocument,
    "\n  mutation UpdateProfile($name: String!, $surname: String!) {\n    updateProfile(name: $name, surname: $surname) {\n      id\n      name\n      surname\n      email\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment PublicationFields on Publication {\n    id\n    versionId\n    versionName\n    kind\n    publishedAt\n    publishedBy\n  }\n": types.PublicationFieldsFragmentDoc,
    "\n  fragment PublishStateFields on PublishState {\n    botId\n    live {\n      ...PublicationFields\n    }\n    history {\n      ...PublicationFields\n    }\n  }\n": types.PublishStateFieldsFragmentDoc,
    "\n  query PublishState($botId: ID!) {\n    publishState(botId: $botId) {\n      ...PublishStateFields\n    }\n  }\n": types.PublishStateDocument,
    "\n  mutation PublishVersion($botId: ID!, $versionId: ID!) {\n    publishVersion(botId: $botId, versionId: $versionId) {\n      ...PublishStateFields\n    }\n  }\n": types.PublishVersionDocument,
    "\n  query BotWebChatChannel($companyId: ID) {\n    bots(companyId: $companyId) {\n      id\n      webChatChannelId\n    }\n  }\n": types.BotWebChatChannelDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiConnectionRows($companyId: ID!) {\n    aiConnections(companyId: $companyId) {\n      id\n      name\n      type\n      backend\n      projectName\n      settings\n    }\n  }\n"): (typeof documents)["\n  query AiConnectionRows($companyId: ID!) {\n    aiConnections(companyId: $companyId) {\n      id\n      name\n      type\n      backend\n      projectName\n      settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAIconnection($name: String!, $type: String!, $companyId: ID!, $settings: String!) {\n    createAIconnection(name: $name, type: $type, companyId: $companyId, settings: $settings) {\n      id\n      name\n      type\n      backend\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAIconnection($name: String!, $type: String!, $companyId: ID!, $settings: String!) {\n    createAIconnection(name: $name, type: $type, companyId: $companyId, settings: $settings) {\n      id\n      name\n      type\n      backend\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAIconnection($id: ID!, $type: String!, $settings: String!, $name: String) {\n    updateAIconnection(id: $id, type: $type, settings: $settings, name: $name) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAIconnection($id: ID!, $type: String!, $settings: String!, $name: String) {\n    updateAIconnection(id: $id, type: $type, settings: $settings, name: $name) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAIconnection($id: ID!, $companyId: ID!) {\n    deleteAIconnection(id: $id, companyId: $companyId) {\n      success\n      statusCode\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAIconnection($id: ID!, $companyId: ID!) {\n    deleteAIconnection(id: $id, companyId: $companyId) {\n      success\n      statusCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BotFields on Bot {\n    id\n    fid\n    name\n    companyId\n    companyName\n    createdAt\n    createrName\n  }\n"): (typeof documents)["\n  fragment BotFields on Bot {\n    id\n    fid\n    name\n    companyId\n    companyName\n    createdAt\n    createrName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BotVersionFields on Version {\n    id\n    botId\n    name\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BotVersionFields on Version {\n    id\n    botId\n    name\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AiConnectionFields on AiConnection {\n    id\n    name\n    companyId\n    type\n    backend\n    projectName\n    settings\n  }\n"): (typeof documents)["\n  fragment AiConnectionFields on AiConnection {\n    id\n    name\n    companyId\n    type\n    backend\n    projectName\n    settings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantsBots($companyId: ID) {\n    bots(companyId: $companyId) {\n      ...BotFields\n    }\n  }\n"): (typeof documents)["\n  query AssistantsBots($companyId: ID) {\n    bots(companyId: $companyId) {\n      ...BotFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantVersions($botId: ID!) {\n    versions(botId: $botId) {\n      ...BotVersionFields\n    }\n  }\n"): (typeof documents)["\n  query AssistantVersions($botId: ID!) {\n    versions(botId: $botId) {\n      ...BotVersionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantTemplates($bySpecialization: String) {\n    botTemplates(bySpecialization: $bySpecialization) {\n      id\n      name\n      description\n      specialization\n      aiBot\n      aiId\n    }\n  }\n"): (typeof documents)["\n  query AssistantTemplates($bySpecialization: String) {\n    botTemplates(bySpecialization: $bySpecialization) {\n      id\n      name\n      description\n      specialization\n      aiBot\n      aiId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccountInfo($companyId: ID!, $userId: ID!, $peopleCount: String!, $workField: String!, $jobTitle: String!) {\n    createAccountInfo(companyId: $companyId, userId: $userId, peopleCount: $peopleCount, workField: $workField, jobTitle: $jobTitle) {\n      companyId\n      userId\n      peopleCount\n      workField\n      jobTitle\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccountInfo($companyId: ID!, $userId: ID!, $peopleCount: String!, $workField: String!, $jobTitle: String!) {\n    createAccountInfo(companyId: $companyId, userId: $userId, peopleCount: $peopleCount, workField: $workField, jobTitle: $jobTitle) {\n      companyId\n      userId\n      peopleCount\n      workField\n      jobTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBot($name: String!, $companyId: ID!) {\n    createBot(name: $name, companyId: $companyId) {\n      ...BotFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBot($name: String!, $companyId: ID!) {\n    createBot(name: $name, companyId: $companyId) {\n      ...BotFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyBotFromTemplate($sourceBotId: ID!, $companyId: ID!, $name: String!, $aiIntegrationId: ID) {\n    copyBotFromTemplate(sourceBotId: $sourceBotId, companyId: $companyId, name: $name, aiIntegrationId: $aiIntegrationId) {\n      ...BotFields\n    }\n  }\n"): (typeof documents)["\n  mutation CopyBotFromTemplate($sourceBotId: ID!, $companyId: ID!, $name: String!, $aiIntegrationId: ID) {\n    copyBotFromTemplate(sourceBotId: $sourceBotId, companyId: $companyId, name: $name, aiIntegrationId: $aiIntegrationId) {\n      ...BotFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAiConnection($companyId: ID!, $name: String!, $type: String!, $projectId: String!, $jsonKey: String!) {\n    createAiConnection(companyId: $companyId, name: $name, type: $type, projectId: $projectId, jsonKey: $jsonKey) {\n      ...AiConnectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAiConnection($companyId: ID!, $name: String!, $type: String!, $projectId: String!, $jsonKey: String!) {\n    createAiConnection(companyId: $companyId, name: $name, type: $type, projectId: $projectId, jsonKey: $jsonKey) {\n      ...AiConnectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantTemplateModules {\n    botTemplates {\n      id\n      modules {\n        name\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssistantTemplateModules {\n    botTemplates {\n      id\n      modules {\n        name\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChannelFields on Channel {\n    id\n    name\n    integrationType\n    companyID\n    status\n    botId\n    kind\n    botName\n    properties\n  }\n"): (typeof documents)["\n  fragment ChannelFields on Channel {\n    id\n    name\n    integrationType\n    companyID\n    status\n    botId\n    kind\n    botName\n    properties\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyChannels($companyId: ID!) {\n    channels(companyId: $companyId) {\n      id\n      name\n      integrationType\n      companyID\n      status\n      botId\n      kind\n      botName\n    }\n  }\n"): (typeof documents)["\n  query CompanyChannels($companyId: ID!) {\n    channels(companyId: $companyId) {\n      id\n      name\n      integrationType\n      companyID\n      status\n      botId\n      kind\n      botName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelDetails($id: ID!) {\n    channel(id: $id) {\n      ...ChannelFields\n    }\n  }\n"): (typeof documents)["\n  query ChannelDetails($id: ID!) {\n    channel(id: $id) {\n      ...ChannelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddConnectionToCompany($companyId: ID!, $name: String!, $type: ChannelKind!, $botId: ID, $properties: String!) {\n    addConnectionToCompany(companyId: $companyId, name: $name, type: $type, botId: $botId, properties: $properties) {\n      channel {\n        ...ChannelFields\n      }\n      apiToken\n      signingSecret\n    }\n  }\n"): (typeof documents)["\n  mutation AddConnectionToCompany($companyId: ID!, $name: String!, $type: ChannelKind!, $botId: ID, $properties: String!) {\n    addConnectionToCompany(companyId: $companyId, name: $name, type: $type, botId: $botId, properties: $properties) {\n      channel {\n        ...ChannelFields\n      }\n      apiToken\n      signingSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConnection($channelId: ID!, $name: String, $properties: String!) {\n    updateConnection(channelId: $channelId, name: $name, properties: $properties) {\n      ...ChannelFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateConnection($channelId: ID!, $name: String, $properties: String!) {\n    updateConnection(channelId: $channelId, name: $name, properties: $properties) {\n      ...ChannelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChannel($channelId: ID!) {\n    deleteChannel(channelId: $channelId) {\n      success\n      statusCode\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteChannel($channelId: ID!) {\n    deleteChannel(channelId: $channelId) {\n      success\n      statusCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyFields on Company {\n    id\n    name\n    createdAt\n    currentUserType\n    isEnterprise\n    isIpAddressAllowed\n    country\n  }\n"): (typeof documents)["\n  fragment CompanyFields on Company {\n    id\n    name\n    createdAt\n    currentUserType\n    isEnterprise\n    isIpAddressAllowed\n    country\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyDetailsFields on Company {\n    ...CompanyFields\n    ipAllowlist\n  }\n"): (typeof documents)["\n  fragment CompanyDetailsFields on Company {\n    ...CompanyFields\n    ipAllowlist\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberFields on Member {\n    userId\n    name\n    surname\n    email\n    userType\n    joinedAt\n  }\n"): (typeof documents)["\n  fragment MemberFields on Member {\n    userId\n    name\n    surname\n    email\n    userType\n    joinedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationFields on Invitation {\n    id\n    email\n    userType\n    createdAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment InvitationFields on Invitation {\n    id\n    email\n    userType\n    createdAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SuccessFields on Success {\n    success\n    statusCode\n  }\n"): (typeof documents)["\n  fragment SuccessFields on Success {\n    success\n    statusCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies {\n    companies {\n      ...CompanyFields\n    }\n  }\n"): (typeof documents)["\n  query Companies {\n    companies {\n      ...CompanyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Company($id: ID!) {\n    company(id: $id) {\n      ...CompanyDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query Company($id: ID!) {\n    company(id: $id) {\n      ...CompanyDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyMembers($companyId: ID!) {\n    members(companyId: $companyId) {\n      ...MemberFields\n    }\n    invitations(companyId: $companyId) {\n      ...InvitationFields\n    }\n  }\n"): (typeof documents)["\n  query CompanyMembers($companyId: ID!) {\n    members(companyId: $companyId) {\n      ...MemberFields\n    }\n    invitations(companyId: $companyId) {\n      ...InvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($name: String!, $country: String!, $requestDescription: String, $hostName: String) {\n    createCompany(name: $name, country: $country, requestDescription: $requestDescription, hostName: $hostName) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompany($name: String!, $country: String!, $requestDescription: String, $hostName: String) {\n    createCompany(name: $name, country: $country, requestDescription: $requestDescription, hostName: $hostName) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompany($id: ID!) {\n    deleteCompany(id: $id) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCompany($id: ID!) {\n    deleteCompany(id: $id) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCompany($id: ID!) {\n    leaveCompany(id: $id) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveCompany($id: ID!) {\n    leaveCompany(id: $id) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetIpAllowlist($companyId: ID!, $entries: [String!]!) {\n    setIpAllowlist(companyId: $companyId, entries: $entries) {\n      ...CompanyDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetIpAllowlist($companyId: ID!, $entries: [String!]!) {\n    setIpAllowlist(companyId: $companyId, entries: $entries) {\n      ...CompanyDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($companyId: ID!, $email: String!, $userType: String!) {\n    inviteMember(companyId: $companyId, email: $email, userType: $userType) {\n      ...InvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($companyId: ID!, $email: String!, $userType: String!) {\n    inviteMember(companyId: $companyId, email: $email, userType: $userType) {\n      ...InvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMemberType($companyId: ID!, $userId: ID!, $userType: String!) {\n    changeMemberType(companyId: $companyId, userId: $userId, userType: $userType) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMemberType($companyId: ID!, $userId: ID!, $userType: String!) {\n    changeMemberType(companyId: $companyId, userId: $userId, userType: $userType) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($companyId: ID!, $userId: ID!) {\n    removeMember(companyId: $companyId, userId: $userId) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMember($companyId: ID!, $userId: ID!) {\n    removeMember(companyId: $companyId, userId: $userId) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationAnalysisWithPagination($startDate: String!, $endDate: String!, $pageSize: Int!, $pageIndex: Int!, $channelIds: [ID!], $isEnded: Boolean) {\n    conversationAnalysisWithPagination(startDate: $startDate, endDate: $endDate, pageSize: $pageSize, pageIndex: $pageIndex, channelIds: $channelIds, isEnded: $isEnded) {\n      conversations {\n        _id\n        channelID\n        channelType\n        channelName\n        clientID\n        startDate\n        lastMessageDate\n        endDate\n        isEnded\n        isHandedOver\n        isInternalHandedOver\n        botID\n        botName\n        versionID\n        rating\n      }\n      totalCount\n      pageSize\n      currentPage\n      totalPages\n      hasNext\n      hasPrevious\n    }\n  }\n"): (typeof documents)["\n  query ConversationAnalysisWithPagination($startDate: String!, $endDate: String!, $pageSize: Int!, $pageIndex: Int!, $channelIds: [ID!], $isEnded: Boolean) {\n    conversationAnalysisWithPagination(startDate: $startDate, endDate: $endDate, pageSize: $pageSize, pageIndex: $pageIndex, channelIds: $channelIds, isEnded: $isEnded) {\n      conversations {\n        _id\n        channelID\n        channelType\n        channelName\n        clientID\n        startDate\n        lastMessageDate\n        endDate\n        isEnded\n        isHandedOver\n        isInternalHandedOver\n        botID\n        botName\n        versionID\n        rating\n      }\n      totalCount\n      pageSize\n      currentPage\n      totalPages\n      hasNext\n      hasPrevious\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignerRoleFields on DesignerRoleAssignment {\n    userId\n    designerRole\n  }\n"): (typeof documents)["\n  fragment DesignerRoleFields on DesignerRoleAssignment {\n    userId\n    designerRole\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignerVersion($botId: ID!, $versionId: ID) {\n    designerVersion(botId: $botId, versionId: $versionId) {\n      id\n      name\n      createdAt\n      botId\n      botName\n      companyId\n      flow\n      access\n    }\n  }\n"): (typeof documents)["\n  query DesignerVersion($botId: ID!, $versionId: ID) {\n    designerVersion(botId: $botId, versionId: $versionId) {\n      id\n      name\n      createdAt\n      botId\n      botName\n      companyId\n      flow\n      access\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignerVersions($botId: ID!) {\n    versions(botId: $botId) {\n      ...BotVersionFields\n    }\n  }\n"): (typeof documents)["\n  query DesignerVersions($botId: ID!) {\n    versions(botId: $botId) {\n      ...BotVersionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveVersion($botId: ID!, $flow: String!) {\n    saveVersion(botId: $botId, flow: $flow) {\n      ...BotVersionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveVersion($botId: ID!, $flow: String!) {\n    saveVersion(botId: $botId, flow: $flow) {\n      ...BotVersionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignerRoles($companyId: ID!) {\n    designerRoles(companyId: $companyId) {\n      ...DesignerRoleFields\n    }\n  }\n"): (typeof documents)["\n  query DesignerRoles($companyId: ID!) {\n    designerRoles(companyId: $companyId) {\n      ...DesignerRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDesignerRole($companyId: ID!, $userId: ID!, $designerRole: String!) {\n    setDesignerRole(companyId: $companyId, userId: $userId, designerRole: $designerRole) {\n      ...DesignerRoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetDesignerRole($companyId: ID!, $userId: ID!, $designerRole: String!) {\n    setDesignerRole(companyId: $companyId, userId: $userId, designerRole: $designerRole) {\n      ...DesignerRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingStatusFields on TrainingStatus {\n    status\n    statusId\n  }\n"): (typeof documents)["\n  fragment TrainingStatusFields on TrainingStatus {\n    status\n    statusId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiConnections($companyId: ID!) {\n    aiConnections(companyId: $companyId) {\n      ...AiConnectionFields\n    }\n  }\n"): (typeof documents)["\n  query AiConnections($companyId: ID!) {\n    aiConnections(companyId: $companyId) {\n      ...AiConnectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntentsOfAiConnection($id: ID!) {\n    intentsOfAIconn(id: $id) {\n      intent\n      intent_id\n    }\n  }\n"): (typeof documents)["\n  query IntentsOfAiConnection($id: ID!) {\n    intentsOfAIconn(id: $id) {\n      intent\n      intent_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntitiesOfAiConnection($id: ID!) {\n    entitiesOfAIconn(id: $id) {\n      entity\n      entity_id\n      labels {\n        value\n        synonyms\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntitiesOfAiConnection($id: ID!) {\n    entitiesOfAIconn(id: $id) {\n      entity\n      entity_id\n      labels {\n        value\n        synonyms\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntentAndUtterances($id: ID!) {\n    getIntentAndUtterances(id: $id) {\n      intent\n      utterances\n    }\n  }\n"): (typeof documents)["\n  query IntentAndUtterances($id: ID!) {\n    getIntentAndUtterances(id: $id) {\n      intent\n      utterances\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntentDetails($id: ID!, $intent: String!, $intentId: ID!) {\n    getIntentDetails(id: $id, intent: $intent, intentId: $intentId) {\n      intent\n      intentId\n      utterances {\n        id\n        text\n      }\n      parameters {\n        name\n        entity\n      }\n    }\n  }\n"): (typeof documents)["\n  query IntentDetails($id: ID!, $intent: String!, $intentId: ID!) {\n    getIntentDetails(id: $id, intent: $intent, intentId: $intentId) {\n      intent\n      intentId\n      utterances {\n        id\n        text\n      }\n      parameters {\n        name\n        entity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingStatus($id: ID!) {\n    getTrainingStatus(id: $id) {\n      ...TrainingStatusFields\n    }\n  }\n"): (typeof documents)["\n  query TrainingStatus($id: ID!) {\n    getTrainingStatus(id: $id) {\n      ...TrainingStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindIntents($knowledgeBaseId: ID!) {\n    findIntents(knowledgeBaseId: $knowledgeBaseId) {\n      _id\n      label\n      knowledgeBaseId\n      language\n      utterances\n    }\n  }\n"): (typeof documents)["\n  query FindIntents($knowledgeBaseId: ID!) {\n    findIntents(knowledgeBaseId: $knowledgeBaseId) {\n      _id\n      label\n      knowledgeBaseId\n      language\n      utterances\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddIntentToAi($id: ID!, $intent: String!) {\n    addIntentToAI(id: $id, intent: $intent) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddIntentToAi($id: ID!, $intent: String!) {\n    addIntentToAI(id: $id, intent: $intent) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveIntentFromAi($id: ID!, $intentId: ID!) {\n    removeIntentFromAI(id: $id, intentId: $intentId) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveIntentFromAi($id: ID!, $intentId: ID!) {\n    removeIntentFromAI(id: $id, intentId: $intentId) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEntityToAi($id: ID!, $entity: String!) {\n    addEntityToAI(id: $id, entity: $entity) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddEntityToAi($id: ID!, $entity: String!) {\n    addEntityToAI(id: $id, entity: $entity) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveEntityFromAi($id: ID!, $entityId: ID!) {\n    removeEntityFromAI(id: $id, entityId: $entityId) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveEntityFromAi($id: ID!, $entityId: ID!) {\n    removeEntityFromAI(id: $id, entityId: $entityId) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEntityLabels($id: ID!, $entityId: ID!, $entityName: String!, $labels: [AiEntityLabelInput!]!) {\n    updateEntityLabels(id: $id, entityId: $entityId, entityName: $entityName, labels: $labels) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEntityLabels($id: ID!, $entityId: ID!, $entityName: String!, $labels: [AiEntityLabelInput!]!) {\n    updateEntityLabels(id: $id, entityId: $entityId, entityName: $entityName, labels: $labels) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddUtteranceToIntent($id: ID!, $intent: String!, $utterance: String!) {\n    addUtteranceToIntent(id: $id, intent: $intent, utterance: $utterance) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddUtteranceToIntent($id: ID!, $intent: String!, $utterance: String!) {\n    addUtteranceToIntent(id: $id, intent: $intent, utterance: $utterance) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUtteranceFromIntent($id: ID!, $intent: String!, $utteranceId: ID!) {\n    removeUtteranceFromIntent(id: $id, intent: $intent, utteranceId: $utteranceId) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveUtteranceFromIntent($id: ID!, $intent: String!, $utteranceId: ID!) {\n    removeUtteranceFromIntent(id: $id, intent: $intent, utteranceId: $utteranceId) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateIntent($id: ID!, $intentId: ID!, $intentNewName: String!, $utterances: [String!]!, $parameters: [AiIntentParameterInput!]!) {\n    updateIntent(id: $id, intentId: $intentId, intentNewName: $intentNewName, utterances: $utterances, parameters: $parameters) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateIntent($id: ID!, $intentId: ID!, $intentNewName: String!, $utterances: [String!]!, $parameters: [AiIntentParameterInput!]!) {\n    updateIntent(id: $id, intentId: $intentId, intentNewName: $intentNewName, utterances: $utterances, parameters: $parameters) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportIntents($id: ID!, $rows: String!) {\n    importIntents(id: $id, rows: $rows) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportIntents($id: ID!, $rows: String!) {\n    importIntents(id: $id, rows: $rows) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakeTraining($id: ID!) {\n    makeTraining(id: $id) {\n      ...TrainingStatusFields\n    }\n  }\n"): (typeof documents)["\n  mutation MakeTraining($id: ID!) {\n    makeTraining(id: $id) {\n      ...TrainingStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishApp($id: ID!) {\n    publishApp(id: $id) {\n      ...SuccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishApp($id: ID!) {\n    publishApp(id: $id) {\n      ...SuccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($name: String!, $surname: String!) {\n    updateProfile(name: $name, surname: $surname) {\n      id\n      name\n      surname\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($name: String!, $surname: String!) {\n    updateProfile(name: $name, surname: $surname) {\n      id\n      name\n      surname\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicationFields on Publication {\n    id\n    versionId\n    versionName\n    kind\n    publishedAt\n    publishedBy\n  }\n"): (typeof documents)["\n  fragment PublicationFields on Publication {\n    id\n    versionId\n    versionName\n    kind\n    publishedAt\n    publishedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublishStateFields on PublishState {\n    botId\n    live {\n      ...PublicationFields\n    }\n    history {\n      ...PublicationFields\n    }\n  }\n"): (typeof documents)["\n  fragment PublishStateFields on PublishState {\n    botId\n    live {\n      ...PublicationFields\n    }\n    history {\n      ...PublicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishState($botId: ID!) {\n    publishState(botId: $botId) {\n      ...PublishStateFields\n    }\n  }\n"): (typeof documents)["\n  query PublishState($botId: ID!) {\n    publishState(botId: $botId) {\n      ...PublishStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishVersion($botId: ID!, $versionId: ID!) {\n    publishVersion(botId: $botId, versionId: $versionId) {\n      ...PublishStateFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishVersion($botId: ID!, $versionId: ID!) {\n    publishVersion(botId: $botId, versionId: $versionId) {\n      ...PublishStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BotWebChatChannel($companyId: ID) {\n    bots(companyId: $companyId) {\n      id\n      webChatChannelId\n    }\n  }\n"): (typeof documents)["\n  query BotWebChatChannel($companyId: ID) {\n    bots(companyId: $companyId) {\n      id\n      webChatChannelId\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;