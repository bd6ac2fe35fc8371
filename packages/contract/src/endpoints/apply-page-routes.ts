// The apply page's routes (method and path) without their schemas. The page is public and
// opened on phones, so its small bundle loads no zod: its client reads these and checks
// answers by hand. apply-page.ts declares each endpoint from these, so the two cannot drift.
export const applyPageRoutes = {
  get: { method: 'GET', path: '/public/apply/{slug}' },
  submit: { method: 'POST', path: '/public/apply/{slug}/submissions' },
  status: { method: 'GET', path: '/public/apply/{slug}/submissions/{token}' },
  checkCode: { method: 'POST', path: '/public/apply/{slug}/submissions/{token}/check-code' },
  confirm: { method: 'GET', path: '/public/apply/confirm/{token}' },
  signIn: { method: 'GET', path: '/public/apply/{slug}/submissions/{token}/sign-in/{provider}' },
  signInCallback: { method: 'GET', path: '/public/apply/sign-in/{provider}/callback' },
} as const;

/**
 * Every state a submission's answer names (apply-page.ts's applyState is built from this
 * list), so the page's hand-written answer check knows them without loading zod.
 */
export const applyStateValues = [
  'processing',
  'received',
  'verifyEmail',
  'verifyCode',
  'invited',
  'ad',
  'noKeysLeft',
  'channelNotFound',
] as const;
