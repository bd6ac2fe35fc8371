import { z } from 'zod';

/*
 * Google OAuth 2.0 token endpoint (https://developers.google.com/identity/protocols/oauth2/
 * web-server#exchange-authorization-code) and Gmail API v1, from its discovery document as
 * generated into @googleapis/gmail 22.0.1 (build/v1.d.ts, Schema$…). Unknown fields pass.
 */

/** The token endpoint's success: a code exchange adds refresh_token and id_token. */
export const googleToken = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.string(),
  scope: z.string().optional(),
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
});
/**
 * The claims of the id_token a code exchange with the `openid email` scopes returns (OpenID
 * Connect Core 2, Google's "An ID token's payload"): the Gmail sign-in reads the address.
 */
export const googleIdTokenClaims = z.looseObject({
  email: z.string().min(1),
  email_verified: z.boolean().optional(),
  sub: z.string().optional(),
});
/**
 * Its refusal (RFC 6749 5.2): invalid_grant is a refresh token Google no longer honours
 * (revoked, expired unused, password changed): only a new consent ("Reconnect") fixes it.
 */
export const googleTokenError = z.looseObject({
  error: z.string(),
  error_description: z.string().optional(),
});

/** Schema$Profile. */
export const gmailProfile = z.looseObject({
  emailAddress: z.string(),
  messagesTotal: z.number().int().optional(),
  threadsTotal: z.number().int().optional(),
  historyId: z.string(),
});

const messageRef = z.looseObject({
  id: z.string(),
  threadId: z.string().optional(),
  labelIds: z.array(z.string()).optional(),
});

/** Schema$ListMessagesResponse. */
export const gmailMessageList = z.looseObject({
  messages: z.array(messageRef).optional(),
  nextPageToken: z.string().optional(),
  resultSizeEstimate: z.number().int().optional(),
});

const labelChange = z.looseObject({
  message: messageRef,
  labelIds: z.array(z.string()).optional(),
});

/** Schema$ListHistoryResponse. A startHistoryId Gmail no longer keeps answers 404. */
export const gmailHistoryList = z.looseObject({
  history: z
    .array(
      z.looseObject({
        id: z.string(),
        messages: z.array(messageRef).optional(),
        messagesAdded: z.array(z.looseObject({ message: messageRef })).optional(),
        messagesDeleted: z.array(z.looseObject({ message: messageRef })).optional(),
        labelsAdded: z.array(labelChange).optional(),
        labelsRemoved: z.array(labelChange).optional(),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
  historyId: z.string(),
});

/**
 * Schema$MessagePartBody: inline `data` (base64url) or an `attachmentId` to fetch; also the
 * answer of messages.attachments.get.
 */
export const gmailMessagePartBody = z.looseObject({
  attachmentId: z.string().optional(),
  size: z.number().int().optional(),
  data: z.string().optional(),
});

/** Schema$MessagePart: one node of the MIME tree (format=full; headers only for metadata). */
export const gmailMessagePart = z.looseObject({
  partId: z.string().optional(),
  mimeType: z.string().optional(),
  filename: z.string().optional(),
  headers: z.array(z.looseObject({ name: z.string(), value: z.string() })).optional(),
  body: gmailMessagePartBody.optional(),
  get parts(): z.ZodOptional<z.ZodArray<typeof gmailMessagePart>> {
    return z.array(gmailMessagePart).optional();
  },
});

/**
 * Schema$Message (format=minimal, metadata, full or raw); also the answer of messages.send
 * and messages.modify (id, threadId, labelIds).
 */
export const gmailMessage = z.looseObject({
  id: z.string(),
  threadId: z.string(),
  labelIds: z.array(z.string()).optional(),
  snippet: z.string().optional(),
  historyId: z.string().optional(),
  internalDate: z.string().optional(),
  sizeEstimate: z.number().int().optional(),
  raw: z.string().optional(),
  payload: gmailMessagePart.optional(),
});

/** Schema$Message asked for with format=raw: the whole RFC 822 message, base64url. */
export const gmailRawMessage = gmailMessage.extend({ raw: z.string() });
