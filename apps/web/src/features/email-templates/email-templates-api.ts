import {
  customEmailTemplate,
  customEmailTemplateListResponse,
  deleteCustomEmailTemplateResponse,
  EMAIL_TEMPLATE_IMAGE_UPLOAD_PATH,
  type EmailPreviewRequest,
  type EmailRecipientFilter,
  type EmailTemplateType,
  emailContent,
  emailPreviewResponse,
  emailRecipientCount,
  emailTemplateTypesResponse,
  type SaveCustomEmailTemplateRequest,
  type SaveEmailContentRequest,
  sendCustomEmailResponse,
  UPLOAD_FIELD,
  uploadResponse,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { parseResponse } from '../../api/parse-response.ts';
import { queryKeys } from '../../api/query-keys.ts';

const base = (campaignId: number) => `campaign/${campaignId}/email-template`;

export async function getTemplateTypes(campaignId: number, signal?: AbortSignal) {
  return parseResponse(
    emailTemplateTypesResponse,
    await http.get<unknown>(`${base(campaignId)}/types`, { signal }),
  );
}

export async function getTemplateContent(
  campaignId: number,
  type: EmailTemplateType,
  signal?: AbortSignal,
) {
  return parseResponse(
    emailContent,
    await http.get<unknown>(`${base(campaignId)}/custom-content/${type}`, { signal }),
  );
}

export async function saveTemplateContent(
  campaignId: number,
  type: EmailTemplateType,
  body: SaveEmailContentRequest,
) {
  return parseResponse(
    emailContent,
    await http.post<unknown>(`${base(campaignId)}/custom-content/${type}`, body),
  );
}

/** asTemplate: the sample creator; otherwise `influencerId` or the campaign's first creator. */
export async function previewEmail(
  campaignId: number,
  type: EmailTemplateType,
  asTemplate: boolean,
  body: EmailPreviewRequest,
) {
  return parseResponse(
    emailPreviewResponse,
    await http.post<unknown>(`${base(campaignId)}/preview/${type}`, body, {
      query: { asTemplate },
    }),
  );
}

export async function listCustomTemplates(campaignId: number, signal?: AbortSignal) {
  return parseResponse(
    customEmailTemplateListResponse,
    await http.get<unknown>(`${base(campaignId)}/custom-templates`, { signal }),
  );
}

export async function saveCustomTemplate(campaignId: number, body: SaveCustomEmailTemplateRequest) {
  return parseResponse(
    customEmailTemplate,
    await http.post<unknown>(`${base(campaignId)}/custom-templates`, body),
  );
}

export async function deleteCustomTemplate(campaignId: number, templateId: number) {
  return parseResponse(
    deleteCustomEmailTemplateResponse,
    await http.delete<unknown>(`${base(campaignId)}/custom-templates/${templateId}`),
  );
}

export async function countRecipients(
  campaignId: number,
  filter: EmailRecipientFilter,
  signal?: AbortSignal,
) {
  return parseResponse(
    emailRecipientCount,
    await http.post<unknown>(`${base(campaignId)}/recipients`, { filter }, { signal }),
  );
}

export async function sendCustomEmail(
  campaignId: number,
  templateId: number,
  filter: EmailRecipientFilter,
) {
  return parseResponse(
    sendCustomEmailResponse,
    await http.post<unknown>(`${base(campaignId)}/send-custom/${templateId}`, { filter }),
  );
}

export async function uploadTemplateImage(campaignId: number, file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  const path = EMAIL_TEMPLATE_IMAGE_UPLOAD_PATH.replace('{id}', String(campaignId));
  return parseResponse(uploadResponse, await http.post<unknown>(path, form));
}

export function useTemplateTypes(campaignId: number) {
  return useQuery({
    queryKey: queryKeys.emailTemplates.types(campaignId),
    queryFn: ({ signal }) => getTemplateTypes(campaignId, signal),
  });
}

export function useTemplateContent(campaignId: number, type: EmailTemplateType) {
  return useQuery({
    queryKey: queryKeys.emailTemplates.content(campaignId, type),
    queryFn: ({ signal }) => getTemplateContent(campaignId, type, signal),
    // The editor's baseline must not move under the person typing.
    refetchOnWindowFocus: false,
  });
}

export function useCustomTemplates(campaignId: number) {
  return useQuery({
    queryKey: queryKeys.emailTemplates.custom(campaignId),
    queryFn: ({ signal }) => listCustomTemplates(campaignId, signal),
  });
}

export function useDeleteCustomTemplate(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) => deleteCustomTemplate(campaignId, templateId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.emailTemplates.custom(campaignId) }),
  });
}

export function useRecipientCount(
  campaignId: number,
  filter: EmailRecipientFilter,
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeys.emailTemplates.recipients(campaignId, filter),
    queryFn: ({ signal }) => countRecipients(campaignId, filter, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSendCustomEmail(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { templateId: number; filter: EmailRecipientFilter }) =>
      sendCustomEmail(campaignId, input.templateId, input.filter),
    // Stats and the workflow's email column move once the outbox takes them.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.workflowAll(campaignId) }),
  });
}

export function useUploadTemplateImage(campaignId: number) {
  return useMutation({ mutationFn: (file: File) => uploadTemplateImage(campaignId, file) });
}
