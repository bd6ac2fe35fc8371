import {
  type CreateMailMessageRequest,
  mailingEndpoints as endpoints,
  type MailboxAccount,
  type MailThreadListRequest,
  type SaveMailingTemplateRequest,
} from '@app/contract';
import type { EndpointBody } from '@app/contract/endpoint.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  callEndpoint,
  downloadEndpointFile,
  fetchEndpointFile,
} from '../../../api/call-endpoint.ts';
import { useFetchQuery, useInvalidate, usePagedQuery } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const keys = queryKeys.mailings;

/** While a mailbox syncs, its state and counts move: ask again this often. */
export const SYNC_POLL_MS = 5000;

export type TemplateListRequest = EndpointBody<typeof endpoints.templates>;

/** Connected mailboxes are synced every minute by the server: look for new mail this often. */
export const CONNECTED_POLL_MS = 30_000;

/**
 * How often to refetch the mailboxes: every few seconds while any of them is syncing, every
 * half minute while any is connected (the scheduled passes bring new mail), else never.
 */
export function accountsPollInterval(accounts: readonly MailboxAccount[] | undefined) {
  if (accounts?.some((a) => a.syncState === 'syncing')) return SYNC_POLL_MS;
  return accounts?.some((a) => a.syncState !== 'disconnected') ? CONNECTED_POLL_MS : false;
}

/** Changes whenever a mailbox finishes a pass (or its counts move). */
function syncSignature(accounts: readonly MailboxAccount[] | undefined): string {
  return (accounts ?? [])
    .map((a) => `${a.id}:${a.lastSyncAt}:${a.messagesCount}:${a.unreadCount}`)
    .join('|');
}

export function useMailboxAccounts() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: keys.accounts,
    queryFn: ({ signal }) => callEndpoint(endpoints.accounts, { signal }),
    refetchInterval: (q) => accountsPollInterval(q.state.data?.items),
  });
  // A pass that brought mail changes the thread lists: fetch them again.
  const signature = syncSignature(query.data?.items);
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void queryClient.invalidateQueries({ queryKey: keys.threadsAll });
  }, [signature, queryClient]);
  return query;
}

/** Mailbox changes move thread counts and lists too. */
function useInvalidateMailboxes() {
  return useInvalidate(keys.accounts, keys.threadsAll);
}

/** Sync and disconnect: one mailbox named by id in the body; its counts and lists move after. */
function useMailboxCall(endpoint: typeof endpoints.sync | typeof endpoints.disconnect) {
  const invalidate = useInvalidateMailboxes();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(endpoint, { body: { id } }),
    onSettled: invalidate,
  });
}

export function useSyncMailbox() {
  return useMailboxCall(endpoints.sync);
}

export function useDisconnectMailbox() {
  return useMailboxCall(endpoints.disconnect);
}

/** Google's consent address with the mailbox scopes; the browser comes back to `callbackUrl`. */
export function useGmailMailboxConsent() {
  return useMutation({
    mutationFn: (callbackUrl: string) =>
      callEndpoint(endpoints.gmailConnect, { query: { callbackUrl } }),
  });
}

export function useMailThreads(params: MailThreadListRequest) {
  return usePagedQuery(keys.threads(params), (signal) =>
    callEndpoint(endpoints.threads, { body: params, signal }),
  );
}

export function useThreadMessages(id: number | null) {
  return useFetchQuery(
    keys.thread(id ?? 0),
    (signal) => callEndpoint(endpoints.threadMessages, { params: { id: id ?? 0 }, signal }),
    {
      enabled: id !== null,
      // A message in the outbox turns Sent or Failed within seconds: follow it.
      refetchInterval: (query) =>
        query.state.data?.items.some((m) => m.status === 'pending') ? SYNC_POLL_MS : false,
    },
  );
}

/** Marks a message (and the earlier ones of its thread) read; badges follow. */
export function useMarkRead() {
  const invalidate = useInvalidateMailboxes();
  return useMutation({
    mutationFn: (messageId: number) =>
      callEndpoint(endpoints.markRead, { params: { id: messageId } }),
    onSuccess: invalidate,
  });
}

export function useSendMessage() {
  const invalidate = useInvalidateMailboxes();
  return useMutation({
    mutationFn: (body: CreateMailMessageRequest) => callEndpoint(endpoints.createMessage, { body }),
    onSuccess: invalidate,
  });
}

export function useUploadAttachment() {
  return useMutation({
    mutationFn: (file: File) => callEndpoint(endpoints.uploadAttachment, { file }),
  });
}

/** An attachment is an authenticated download: fetched with the token, then saved. */
export function downloadAttachment(id: number) {
  return downloadEndpointFile(endpoints.downloadAttachment, { params: { id } });
}

export function useMailingTemplates(params: TemplateListRequest) {
  return usePagedQuery(keys.templates(params), (signal) =>
    callEndpoint(endpoints.templates, { body: params, signal }),
  );
}

export function useMailingReplacements() {
  return useFetchQuery(
    keys.replacements,
    (signal) => callEndpoint(endpoints.replacements, { signal }),
    {
      // The server's variable list changes with a release, not while the page is open.
      staleTime: Number.POSITIVE_INFINITY,
    },
  );
}

function useInvalidateTemplates() {
  return useInvalidate(keys.templatesAll);
}

export function useSaveMailingTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SaveMailingTemplateRequest }) =>
      id === null
        ? callEndpoint(endpoints.createTemplate, { body })
        : callEndpoint(endpoints.updateTemplate, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useCloneMailingTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(endpoints.cloneTemplate, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteMailingTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(endpoints.deleteTemplate, { params: { id } }),
    onSettled: invalidate,
  });
}

/** A template's subject and body rendered for one creator. */
export function applyMailingTemplate(id: number, influencerId: number) {
  return callEndpoint(endpoints.applyTemplate, { params: { id }, body: { influencerId } });
}

/** Raster images only; anything else the proxy answered is not shown. */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/;

/**
 * The message's remote images, fetched by the server (the sender sees the server, not this
 * browser) and turned into data: URLs the mail frame's policy allows. An image the server
 * could not load is left out (its placeholder stays blank).
 */
export function useRemoteImages(messageId: number, count: number, enabled: boolean) {
  return useQuery({
    queryKey: ['mailings', 'remote-images', messageId],
    enabled: enabled && count > 0,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const loaded = await Promise.all(
        Array.from({ length: count }, async (_, index) => {
          try {
            const { blob } = await fetchEndpointFile(endpoints.remoteImage, {
              params: { id: messageId, index },
            });
            const url = await new Promise<string>((resolve, reject) => {
              const reader = new FileReader();
              reader.onload = () => resolve(String(reader.result));
              reader.onerror = () => reject(reader.error);
              reader.readAsDataURL(blob);
            });
            return IMAGE_DATA_URL.test(url) ? url : null;
          } catch {
            return null;
          }
        }),
      );
      return loaded;
    },
  });
}

/** "Always for this sender": their remote images load when their messages are opened. */
export function useTrustRemoteImageSender() {
  const invalidate = useInvalidate(keys.threadsAll);
  return useMutation({
    mutationFn: (email: string) =>
      callEndpoint(endpoints.trustRemoteImageSender, { body: { email } }),
    onSuccess: invalidate,
  });
}
