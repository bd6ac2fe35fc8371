// What other features may use of influencers: finding them, linking to them, showing them in
// a table, and the filter pieces discovery shares.
export { useInfluencer, useInfluencerList } from './api/influencers-api.ts';
export { SaveViewDialog } from './dialogs/save-view-dialog.tsx';
export { influencerHref } from './logic/influencer-paths.ts';
export { type CodeOption, countryOptions, languageOptions } from './logic/locale-names.ts';
export { CountField } from './sections/count-field.tsx';
export { ChannelsCell, CreatorCell, Muted } from './sections/creator-cells.tsx';
