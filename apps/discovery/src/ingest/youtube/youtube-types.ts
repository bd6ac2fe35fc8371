/** YouTube Data API v3 answers, trimmed to what the ingest reads (counts are strings). */
export type YoutubeChannel = {
  id: string;
  snippet?: {
    title: string;
    description?: string;
    customUrl?: string;
    country?: string;
    defaultLanguage?: string;
    thumbnails?: { default?: { url: string } };
  };
  statistics?: {
    viewCount?: string;
    subscriberCount?: string;
    hiddenSubscriberCount?: boolean;
    videoCount?: string;
  };
};

export type YoutubeChannelList = { items?: YoutubeChannel[] };

export type YoutubeSearchResult = {
  id: { kind: string; videoId?: string };
  snippet: { publishedAt: string; channelId: string; title: string; channelTitle: string };
};

export type YoutubeSearchList = { items?: YoutubeSearchResult[]; nextPageToken?: string };
