import {
  type CreateMailerAccountRequest,
  mailAccountEndpoints,
  type TestMailerAccountRequest,
  type UpdateMailerAccountRequest,
} from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useFetchQuery, useInvalidate } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function listMailerAccounts(signal?: AbortSignal) {
  return callEndpoint(mailAccountEndpoints.list, { signal });
}

export function createMailerAccount(body: CreateMailerAccountRequest) {
  return callEndpoint(mailAccountEndpoints.create, { body });
}

export function updateMailerAccount(id: number, body: UpdateMailerAccountRequest) {
  return callEndpoint(mailAccountEndpoints.update, { params: { id }, body });
}

export function deleteMailerAccount(id: number) {
  return callEndpoint(mailAccountEndpoints.delete, { params: { id } });
}

/** Which ways to add a sender the server offers (Gmail only with Google sign-in set up). */
export function mailerAccountOptions(signal?: AbortSignal) {
  return callEndpoint(mailAccountEndpoints.options, { signal });
}

export function testMailerAccount(body: TestMailerAccountRequest) {
  return callEndpoint(mailAccountEndpoints.test, { body });
}

/** Signs in to a saved SMTP account's mailbox (IMAP) and opens INBOX. */
export function testImap(id: number) {
  return callEndpoint(mailAccountEndpoints.testImap, { body: { id } });
}

/** Google's consent address; the server sends the browser back to `callbackUrl` afterwards. */
export function gmailConsentUrl(callbackUrl: string) {
  return callEndpoint(mailAccountEndpoints.gmailConsent, { query: { callbackUrl } });
}

export function useMailerAccounts() {
  return useFetchQuery(queryKeys.mailerAccounts, listMailerAccounts);
}

export function useMailerAccountOptions() {
  return useFetchQuery(queryKeys.mailerAccountOptions, mailerAccountOptions, {
    // The server's configuration: it changes with a restart, not while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveMailerAccount() {
  const invalidate = useInvalidate(queryKeys.mailerAccounts);
  return useMutation({
    mutationFn: (
      input:
        | { id: null; body: CreateMailerAccountRequest }
        | { id: number; body: UpdateMailerAccountRequest },
    ) =>
      input.id === null
        ? createMailerAccount(input.body)
        : updateMailerAccount(input.id, input.body),
    onSuccess: invalidate,
  });
}

export function useDeleteMailerAccount() {
  const invalidate = useInvalidate(queryKeys.mailerAccounts);
  return useMutation({ mutationFn: deleteMailerAccount, onSettled: invalidate });
}

export function useTestMailerAccount() {
  return useMutation({ mutationFn: testMailerAccount });
}

export function useTestImap() {
  return useMutation({ mutationFn: testImap });
}

export function useConnectGmail() {
  return useMutation({ mutationFn: gmailConsentUrl });
}
