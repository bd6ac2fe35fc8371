// The invite page's routes (method and path) without their schemas. The page is public and
// opened on phones, so it loads no zod: its client reads these and checks answers by hand
// (apps/web/src/public-pages/api.ts). invite-page.ts declares each endpoint from
// these, so the two cannot drift.
export const invitePageRoutes = {
  get: { method: 'GET', path: '/public/invite/{token}' },
  submitPost: { method: 'POST', path: '/public/invite/{token}/posts' },
  keys: { method: 'GET', path: '/public/invite/{token}/redeem-codes' },
  claimKeys: { method: 'POST', path: '/public/invite/{token}/redeem-codes' },
  signIn: { method: 'GET', path: '/public/invite/{token}/sign-in/{provider}' },
} as const;
