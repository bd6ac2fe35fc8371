import type { Campaign } from '@app/contract';
import { useState } from 'react';
import { type AttachedFile, fileNameFromUrl } from '../sections/campaign-file-field.tsx';

/** What the form shows for its uploads (the form itself keeps only the s3keys). */
export type CampaignMedia = {
  imageUrl: string | null;
  briefFile: AttachedFile | null;
  instructionsFile: AttachedFile | null;
};

export function useCampaignMedia(campaign?: Campaign) {
  return useState<CampaignMedia>(() => ({
    imageUrl: campaign?.image?.url ?? null,
    briefFile: campaign?.briefFile
      ? { name: fileNameFromUrl(campaign.briefFile.url), url: campaign.briefFile.url }
      : null,
    instructionsFile: campaign?.instructionsFile
      ? { name: fileNameFromUrl(campaign.instructionsFile.url), url: campaign.instructionsFile.url }
      : null,
  }));
}
