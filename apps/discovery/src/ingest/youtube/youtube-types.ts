/** YouTube Data API v3 answers, as its discovery document describes them (counts are strings). */
export type { YoutubeChannel, YoutubeSearchResult } from '@app/contract/providers';
