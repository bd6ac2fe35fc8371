// The public invite page: no session, no dashboard, no data grid. See invite-page.tsx.

export const invitePage = () =>
  import('./invite-page.tsx').then((m) => ({ Component: m.InvitePage }));
