import { defineEndpoints, pageResponse } from '../endpoint.ts';
import {
  createMailerAccountRequest,
  deleteMailerAccountResponse,
  gmailOauthCallbackQuery,
  gmailOauthQuery,
  gmailOauthResponse,
  mailerAccount,
  mailerAccountListResponse,
  mailerAccountOptions,
  mailerAuthParams,
  testImapRequest,
  testImapResponse,
  testMailerAccountRequest,
  testMailerAccountResponse,
  updateMailerAccountRequest,
} from '../mailer-auth.ts';

/**
 * Settings > Manager Emails: sender accounts (SPEC 7 "Mailer auth", paths /mailer-auth).
 * Ownership is checked per account: Managers their own, Admins everyone's.
 */
export const mailAccountEndpoints = defineEndpoints('mail accounts', {
  list: {
    method: 'GET',
    path: '/mailer-auth/list',
    access: 'team',
    summary: "Sender accounts: own (Manager) or everyone's (Admin); no secrets",
    response: mailerAccountListResponse,
  },
  create: {
    method: 'POST',
    path: '/mailer-auth',
    access: 'team',
    summary:
      'Add an SMTP account (password write-only, stored encrypted); a Test receipt saves its outcome',
    body: createMailerAccountRequest,
    response: mailerAccount,
  },
  options: {
    method: 'GET',
    path: '/mailer-auth/options',
    access: 'team',
    summary: 'Ways to add a sender this server offers (Gmail only when Google sign-in is set up)',
    response: mailerAccountOptions,
  },
  test: {
    method: 'POST',
    path: '/mailer-auth/test',
    access: 'team',
    summary:
      'Connect and authenticate: "Connection successful" or "Failed to connect/authenticate with SMTP"',
    body: testMailerAccountRequest,
    response: testMailerAccountResponse,
    errors: [404],
  },
  testImap: {
    method: 'POST',
    path: '/mailer-auth/test-imap',
    access: 'team',
    summary: "Sign in to a saved SMTP account's mailbox (IMAP) and open INBOX",
    body: testImapRequest,
    response: testImapResponse,
    errors: [404],
  },
  gmailConsent: {
    method: 'GET',
    path: '/mailer-auth/oauth/gmail',
    access: 'team',
    summary: "Google's consent URL for connecting a Gmail account; returns to callbackUrl",
    query: gmailOauthQuery,
    response: gmailOauthResponse,
  },
  get: {
    method: 'GET',
    path: '/mailer-auth/{id}',
    access: 'team',
    summary: 'A sender account',
    params: mailerAuthParams,
    response: mailerAccount,
    errors: [404],
  },
  update: {
    method: 'PUT',
    path: '/mailer-auth/{id}',
    access: 'team',
    summary: 'Edit a sender account (only the fields sent; password replaces)',
    params: mailerAuthParams,
    body: updateMailerAccountRequest,
    partial: true,
    response: mailerAccount,
    errors: [404],
  },
  delete: {
    method: 'DELETE',
    path: '/mailer-auth/{id}',
    access: 'team',
    summary: 'Delete a sender account; "Error deleting manager email" while in use',
    params: mailerAuthParams,
    response: deleteMailerAccountResponse,
    errors: [404, 409],
  },
  gmailCallback: {
    method: 'GET',
    path: '/public/mailer-auth/oauth/gmail/callback',
    access: 'public',
    summary: 'Gmail OAuth callback: stores the account, redirects to the signed callbackUrl',
    query: gmailOauthCallbackQuery,
    response: pageResponse,
  },
});
