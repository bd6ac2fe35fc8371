/** Helix's answers, trimmed to the fields the ingest reads. */
export type HelixGame = { id: string; name: string; box_art_url: string; igdb_id: string };

export type HelixStream = {
  id: string;
  user_id: string;
  user_login: string;
  user_name: string;
  game_id: string;
  game_name: string;
  type: string;
  title: string;
  viewer_count: number;
  started_at: string;
  language: string;
};

export type HelixUser = {
  id: string;
  login: string;
  display_name: string;
  description: string;
  profile_image_url: string;
  view_count?: number;
  created_at: string;
};

export type HelixChannel = {
  broadcaster_id: string;
  broadcaster_login: string;
  broadcaster_name: string;
  broadcaster_language: string;
  game_id: string;
  title: string;
};
