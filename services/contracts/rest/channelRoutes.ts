import {
  closeAllAnswer,
  closeAllBody,
  conversationActionAnswer,
  conversationMessages,
  deepLinkAnswer,
  voteBody,
  voteSuccess,
  webChatChannel,
  webChatHistory,
  webChatInput,
  webChatStartBody,
  webChatStarted,
  webChatAttachment,
  webChatTurn,
  webhookIncomingBody,
} from '../conversations';
import { conversationInspection } from '../conversationInspect';
import { channelImageUploaded } from '../channels/channelImages';
import { channelView, channelViews } from './channels';
import { channelUsage, channelUsageHeaders, channelUsageQuery } from './channelUsage';
import { whatsappCloudApiKey } from '../channels/whatsappCloud';
import { partnerWebhook, trackingParameters } from '../channels/channelSettings';
import { partnerWebhookAnswer, whatsappTemplatesAnswer } from '../channels/whatsappCloudSettings';
import { noContent, pathParams, type RestContracts } from './contract';
import { emptyBody, voteCompanyHeader } from './votes';
import { handshakeAnswer, providerWebhookTaken, webhookAccepted, webhookHeaders, webhookQuery } from './webhook';

/**
 * The channels and conversations (spec 01 section 7, spec 02): the console's channel reads
 * (with and without the /core/v1 base), the web chat widget, the webhook channel, the
 * Conversations screen and the public vote page.
 */
export const channelRoutes = {
  'GET /channel/retrieve-all-channels-by-company-id/:companyId': { params: pathParams('companyId'), answer: channelViews },
  'GET /channel/:id': { params: pathParams('id'), answer: channelView },
  'GET /channel/byChannelSpecificFields': { query: channelUsageQuery, headers: channelUsageHeaders, answer: channelUsage },
  'PUT /channel/:id/set-cloud-api-key-properties': { params: pathParams('id'), body: whatsappCloudApiKey, answer: channelView },
  'GET /core/v1/channel/retrieve-all-channels-by-company-id/:companyId': { params: pathParams('companyId'), answer: channelViews },
  'GET /core/v1/channel/:id': { params: pathParams('id'), answer: channelView },
  'GET /core/v1/channel/byChannelSpecificFields': { query: channelUsageQuery, headers: channelUsageHeaders, answer: channelUsage },
  'PUT /core/v1/channel/:id/set-cloud-api-key-properties': { params: pathParams('id'), body: whatsappCloudApiKey, answer: channelView },
  'GET /channel/:id/partnerWebhook': { params: pathParams('id'), answer: partnerWebhookAnswer },
  'POST /channel/:id/partnerWebhook': { params: pathParams('id'), body: partnerWebhook, answer: partnerWebhookAnswer },
  'DELETE /channel/:id/partnerWebhook': { params: pathParams('id'), answer: partnerWebhookAnswer },
  'GET /channel/:id/get-properties': { params: pathParams('id'), answer: trackingParameters },
  'PUT /channel/:id/set-properties': { params: pathParams('id'), body: trackingParameters, answer: trackingParameters },
  'GET /channel/:id/whatsapp-templates': { params: pathParams('id'), answer: whatsappTemplatesAnswer },
  'GET /core/v1/channel/:id/partnerWebhook': { params: pathParams('id'), answer: partnerWebhookAnswer },
  'POST /core/v1/channel/:id/partnerWebhook': { params: pathParams('id'), body: partnerWebhook, answer: partnerWebhookAnswer },
  'DELETE /core/v1/channel/:id/partnerWebhook': { params: pathParams('id'), answer: partnerWebhookAnswer },
  'GET /core/v1/channel/:id/get-properties': { params: pathParams('id'), answer: trackingParameters },
  'PUT /core/v1/channel/:id/set-properties': { params: pathParams('id'), body: trackingParameters, answer: trackingParameters },
  'GET /core/v1/channel/:id/whatsapp-templates': { params: pathParams('id'), answer: whatsappTemplatesAnswer },
  'POST /api/v1/channels/:channelId/images': { params: pathParams('channelId'), answer: channelImageUploaded },
  'GET /microwebchat/v1/channels/:channelId': { params: pathParams('channelId'), answer: webChatChannel },
  'POST /microwebchat/v1/channels/:channelId/conversations': { params: pathParams('channelId'), body: webChatStartBody.optional(), answer: webChatStarted },
  'POST /microwebchat/v1/conversations/:id/messages': { params: pathParams('id'), body: webChatInput, answer: webChatTurn },
  'POST /microwebchat/v1/conversations/:id/restart': { params: pathParams('id'), answer: webChatTurn },
  'POST /microwebchat/v1/conversations/:id/end': { params: pathParams('id'), answer: noContent },
  'POST /microwebchat/v1/conversations/:id/attachments': { params: pathParams('id'), answer: webChatAttachment },
  'GET /microwebchat/v1/conversations/:id/messages': { params: pathParams('id'), answer: webChatHistory },
  'GET /channels/v1/:kind/:channelId/webhook': { params: pathParams('kind', 'channelId'), answer: handshakeAnswer },
  'POST /channels/v1/:kind/:channelId/webhook': { params: pathParams('kind', 'channelId'), answer: providerWebhookTaken },
  'GET /channels/v1/facebook/webhook': { answer: handshakeAnswer },
  'POST /channels/v1/facebook/webhook': { answer: providerWebhookTaken },
  'GET /channels/v1/instagram/webhook': { answer: handshakeAnswer },
  'POST /channels/v1/instagram/webhook': { answer: providerWebhookTaken },
  'POST /external/v1/incoming': { query: webhookQuery, headers: webhookHeaders, body: webhookIncomingBody, answer: webhookAccepted },
  'PUT /core/v1/conversation/:id/close': { params: pathParams('id'), answer: conversationActionAnswer },
  'PUT /core/v1/conversation/:id/handover': { params: pathParams('id'), answer: conversationActionAnswer },
  'POST /core/v1/conversation/close-all': { body: closeAllBody, answer: closeAllAnswer },
  'GET /core/v1/conversation/messages/:conversationId': { params: pathParams('conversationId'), answer: conversationMessages },
  'GET /core/v1/conversation/:id/inspect': { params: pathParams('id'), answer: conversationInspection },
  'GET /deeplink/:id': { params: pathParams('id'), answer: deepLinkAnswer },
  'POST /deeplink/:id': { params: pathParams('id'), body: emptyBody, answer: voteSuccess },
  'POST /vote/:conversationID': { params: pathParams('conversationID'), headers: voteCompanyHeader, body: voteBody, answer: voteSuccess },
} as const satisfies RestContracts;
