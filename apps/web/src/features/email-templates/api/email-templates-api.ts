import {
  type EmailPreviewRequest,
  type EmailRecipientFilter,
  type EmailTemplateType,
  emailTemplateEndpoints as endpoints,
  type SaveCustomEmailTemplateRequest,
  type SaveEmailContentRequest,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function saveTemplateContent(
  campaignId: number,
  type: EmailTemplateType,
  body: SaveEmailContentRequest,
) {
  return callEndpoint(endpoints.saveContent, { params: { id: campaignId, type }, body });
}

/** asTemplate: the sample creator; otherwise `influencerId` or the campaign's first creator. */
export function previewEmail(
  campaignId: number,
  type: EmailTemplateType,
  asTemplate: boolean,
  body: EmailPreviewRequest,
) {
  return callEndpoint(endpoints.preview, {
    params: { id: campaignId, type },
    query: { asTemplate: asTemplate ? 'true' : 'false' },
    body,
  });
}

export function saveCustomTemplate(campaignId: number, body: SaveCustomEmailTemplateRequest) {
  return callEndpoint(endpoints.saveCustom, { params: { id: campaignId }, body });
}

export function deleteCustomTemplate(campaignId: number, templateId: number) {
  return callEndpoint(endpoints.deleteCustom, { params: { id: campaignId, tid: templateId } });
}

export function sendCustomEmail(
  campaignId: number,
  templateId: number,
  filter: EmailRecipientFilter,
) {
  return callEndpoint(endpoints.sendCustom, {
    params: { id: campaignId, tid: templateId },
    body: { filter },
  });
}

export function uploadTemplateImage(campaignId: number, file: File) {
  return callEndpoint(endpoints.uploadImage, { params: { id: campaignId }, file });
}

export function useTemplateTypes(campaignId: number) {
  return useQuery({
    queryKey: queryKeys.emailTemplates.types(campaignId),
    queryFn: ({ signal }) => callEndpoint(endpoints.types, { params: { id: campaignId }, signal }),
  });
}

export function useTemplateContent(campaignId: number, type: EmailTemplateType) {
  return useQuery({
    queryKey: queryKeys.emailTemplates.content(campaignId, type),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getContent, { params: { id: campaignId, type }, signal }),
    // The editor's baseline must not move under the person typing.
    refetchOnWindowFocus: false,
  });
}

export function useCustomTemplates(campaignId: number) {
  return useQuery({
    queryKey: queryKeys.emailTemplates.custom(campaignId),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listCustom, { params: { id: campaignId }, signal }),
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
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.recipients, { params: { id: campaignId }, body: { filter }, signal }),
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
