// The router reaches the Mailings page through this small module, so the app's entry chunk
// does not carry the page's preload list (dialogs, the editor): the login route has a size
// budget. Same pattern as app/routes/influencer-pages.ts.

export const mailingsPage = () =>
  import('./mailings-page.tsx').then((m) => ({ Component: m.MailingsPage }));
