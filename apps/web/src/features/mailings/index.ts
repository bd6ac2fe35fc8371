// What other features may use of mailings: the mailboxes and their state (manager emails),
// and an influencer's Mailings tab.
export { useMailboxAccounts } from './api/mailings-api.ts';
export { mailboxStateLabel } from './logic/mailbox-state.ts';
export { InfluencerMailingsTab } from './sections/influencer-mailings-tab.tsx';
