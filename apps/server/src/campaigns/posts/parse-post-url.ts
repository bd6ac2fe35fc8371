import { ChannelType, messages } from '@app/contract';
import { parseChannelUrl } from '../../crm/index.ts';
import { AppError } from '../../platform/index.ts';

export type ParsedPostUrl = { type: ChannelType; videoId: string };

const TWITCH_VIDEO = /^\/videos\/(\d{1,20})\/?$/;

/**
 * A video or stream link: YouTube watch/shorts/live/embed/youtu.be (the channels parser's
 * 'video' kind) or Twitch videos/<id>. A channel link or anything else: "Not a video link"
 * with the links accepted (messages.unsupportedVideoUrl); blank: "URL is empty".
 */
export function parsePostUrl(input: string): ParsedPostUrl {
  const text = input.trim();
  if (!text) throw AppError.field('url', messages.urlIsEmpty);
  const parsed = parseChannelUrl(text);
  if (parsed.ok && parsed.channel.type === ChannelType.Youtube && parsed.channel.kind === 'video') {
    return { type: ChannelType.Youtube, videoId: parsed.channel.value };
  }
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
    const match = TWITCH_VIDEO.exec(url.pathname);
    if (host === 'twitch.tv' && match?.[1]) return { type: ChannelType.Twitch, videoId: match[1] };
  } catch {
    // not a URL at all
  }
  throw AppError.field('url', messages.unsupportedVideoUrl);
}
