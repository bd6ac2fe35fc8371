/** Helix's answers, as the reference describes them (the schemas the ingest reads them with). */
export type { HelixChannel, HelixGame, HelixStream, HelixUser } from '@app/contract/providers';
