import {
  type EmailRecipientFilter,
  type EmailTemplateType,
  emailTemplateEndpoints as endpoints,
  type SaveCustomEmailTemplateRequest,
  type SaveEmailContentRequest,
} from '@app/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useFetchQuery, useInvalidate } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function saveTemplateContent(
  campaignId: number,
  type: EmailTemplateType,
  body: SaveEmailContentRequest,
) {
  return callEndpoint(endpoints.saveContent, { params: { id: campaignId, type }, body });
}

/**
 * The email as the server would send it (the same renderer as sends), for the sample creator
 * (person null) or one of the campaign's, with the editor's unsaved subject and body.
 */
export function useEmailPreview(
  campaignId: number,
  type: EmailTemplateType,
  person: { id: number } | null,
  content: { subject: string; body: string },
  enabled = true,
) {
  const body = { influencerId: person?.id, subject: content.subject, body: content.body };
  return useFetchQuery(
    queryKeys.emailTemplates.preview(campaignId, { type, ...body }),
    (signal) =>
      callEndpoint(endpoints.preview, {
        params: { id: campaignId, type },
        query: { asTemplate: person ? 'false' : 'true' },
        body,
        signal,
      }),
    {
      placeholderData: keepPreviousData,
      // Each edit is a new key holding a whole body: keep old ones only briefly.
      gcTime: 30_000,
      retry: false,
      enabled,
    },
  );
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
  return useFetchQuery(queryKeys.emailTemplates.types(campaignId), (signal) =>
    callEndpoint(endpoints.types, { params: { id: campaignId }, signal }),
  );
}

export function useTemplateContent(campaignId: number, type: EmailTemplateType) {
  return useFetchQuery(
    queryKeys.emailTemplates.content(campaignId, type),
    (signal) => callEndpoint(endpoints.getContent, { params: { id: campaignId, type }, signal }),
    // The editor's baseline must not move under the person typing.
    { refetchOnWindowFocus: false },
  );
}

export function useCustomTemplates(campaignId: number) {
  return useFetchQuery(queryKeys.emailTemplates.custom(campaignId), (signal) =>
    callEndpoint(endpoints.listCustom, { params: { id: campaignId }, signal }),
  );
}

export function useDeleteCustomTemplate(campaignId: number) {
  const invalidate = useInvalidate(queryKeys.emailTemplates.custom(campaignId));
  return useMutation({
    mutationFn: (templateId: number) => deleteCustomTemplate(campaignId, templateId),
    onSettled: invalidate,
  });
}

export function useRecipientCount(
  campaignId: number,
  filter: EmailRecipientFilter,
  enabled: boolean,
) {
  return useFetchQuery(
    queryKeys.emailTemplates.recipients(campaignId, filter),
    (signal) =>
      callEndpoint(endpoints.recipients, { params: { id: campaignId }, body: { filter }, signal }),
    { placeholderData: keepPreviousData, enabled },
  );
}

export function useSendCustomEmail(campaignId: number) {
  // Stats and the workflow's email column move once the outbox takes them.
  const invalidate = useInvalidate(queryKeys.campaigns.workflowAll(campaignId));
  return useMutation({
    mutationFn: (input: { templateId: number; filter: EmailRecipientFilter }) =>
      sendCustomEmail(campaignId, input.templateId, input.filter),
    onSuccess: invalidate,
  });
}

export function useUploadTemplateImage(campaignId: number) {
  return useMutation({ mutationFn: (file: File) => uploadTemplateImage(campaignId, file) });
}
