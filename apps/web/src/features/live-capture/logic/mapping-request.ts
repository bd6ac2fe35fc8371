import { type ApplyMappingRequest, messages } from '@app/contract';

// The mapping dialog's answer (SPEC 2 "mapping a live-capture submission"): an existing CRM
// channel, or a channel URL (created if new) under an existing influencer or a new one.

export type MappingDraft = {
  mode: 'channel' | 'url';
  /** The picked CRM channel (mode 'channel'). */
  channelId: number | null;
  /** The typed channel link (mode 'url'). */
  channelUrl: string;
  /** The influencer a new channel goes under; null: a new influencer named after it. */
  influencerId: number | null;
  continuePipeline: boolean;
};

export const emptyMappingDraft: MappingDraft = {
  mode: 'channel',
  channelId: null,
  channelUrl: '',
  influencerId: null,
  continuePipeline: true,
};

/** Marks a message for the string catalogue (scripts/extract-strings); the dialog translates it. */
const t = (key: string) => key;

export type MappingResult =
  | { ok: true; body: ApplyMappingRequest }
  | { ok: false; field: 'channelId' | 'channelUrl'; message: string };

/** The request body, or what is missing (the message is a translation key). */
export function mappingRequest(draft: MappingDraft): MappingResult {
  if (draft.mode === 'channel') {
    if (draft.channelId === null) {
      return { ok: false, field: 'channelId', message: t('Pick a channel') };
    }
    return {
      ok: true,
      body: {
        mapping: { kind: 'channel', channelId: draft.channelId },
        continuePipeline: draft.continuePipeline,
      },
    };
  }
  const channelUrl = draft.channelUrl.trim();
  if (!channelUrl) return { ok: false, field: 'channelUrl', message: messages.urlIsEmpty };
  if (channelUrl.length > 2000) {
    return { ok: false, field: 'channelUrl', message: messages.unsupportedChannelUrl };
  }
  return {
    ok: true,
    body: {
      mapping: { kind: 'url', channelUrl, influencerId: draft.influencerId },
      continuePipeline: draft.continuePipeline,
    },
  };
}

/**
 * What the dialog searches the CRM for first: the mapped channel's name, else the handle the
 * submitted link names ("youtube.com/@Name" -> "Name", "twitch.tv/name" -> "name"), else the
 * email's local part.
 */
export function mappingSearchFor(s: {
  channelUrl: string;
  email: string;
  channel: { name: string } | null;
}): string {
  if (s.channel?.name) return s.channel.name;
  try {
    const url = new URL(
      /^https?:\/\//i.test(s.channelUrl) ? s.channelUrl : `https://${s.channelUrl}`,
    );
    const parts = url.pathname.split('/').filter(Boolean);
    const skip = new Set(['c', 'user', 'channel']);
    const handle = parts.find((p) => !skip.has(p.toLowerCase()));
    if (handle && !url.searchParams.has('v')) return decodeURIComponent(handle).replace(/^@/, '');
  } catch {
    // Not a link: fall back to the email.
  }
  return s.email.split('@')[0] ?? '';
}
