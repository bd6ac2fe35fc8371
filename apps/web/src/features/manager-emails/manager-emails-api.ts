import {
  type CreateMailerAccountRequest,
  deleteMailerAccountResponse,
  gmailOauthResponse,
  mailerAccount,
  mailerAccountListResponse,
  type TestMailerAccountRequest,
  testMailerAccountResponse,
  type UpdateMailerAccountRequest,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { parseResponse } from '../../api/parse-response.ts';
import { queryKeys } from '../../api/query-keys.ts';

export async function listMailerAccounts(signal?: AbortSignal) {
  return parseResponse(
    mailerAccountListResponse,
    await http.get<unknown>('mailer-auth/list', { signal }),
  );
}

export async function createMailerAccount(body: CreateMailerAccountRequest) {
  return parseResponse(mailerAccount, await http.post<unknown>('mailer-auth', body));
}

export async function updateMailerAccount(id: number, body: UpdateMailerAccountRequest) {
  return parseResponse(mailerAccount, await http.put<unknown>(`mailer-auth/${id}`, body));
}

export async function deleteMailerAccount(id: number) {
  return parseResponse(
    deleteMailerAccountResponse,
    await http.delete<unknown>(`mailer-auth/${id}`),
  );
}

export async function testMailerAccount(body: TestMailerAccountRequest) {
  return parseResponse(
    testMailerAccountResponse,
    await http.post<unknown>('mailer-auth/test', body),
  );
}

/** Google's consent address; the server sends the browser back to `callbackUrl` afterwards. */
export async function gmailConsentUrl(callbackUrl: string) {
  return parseResponse(
    gmailOauthResponse,
    await http.get<unknown>('mailer-auth/oauth/gmail', { query: { callbackUrl } }),
  );
}

export function useMailerAccounts() {
  return useQuery({
    queryKey: queryKeys.mailerAccounts,
    queryFn: ({ signal }) => listMailerAccounts(signal),
  });
}

function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.mailerAccounts });
}

export function useSaveMailerAccount() {
  const invalidate = useInvalidateAccounts();
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
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: deleteMailerAccount, onSettled: invalidate });
}

export function useTestMailerAccount() {
  return useMutation({ mutationFn: testMailerAccount });
}

export function useConnectGmail() {
  return useMutation({ mutationFn: gmailConsentUrl });
}
