// What other features may use of email stats: a campaign's email figures and an influencer's
// emails, each a whole section.
export { CampaignEmailStats } from './sections/campaign-email-stats.tsx';
export { InfluencerEmailsTab } from './sections/influencer-emails-tab.tsx';
