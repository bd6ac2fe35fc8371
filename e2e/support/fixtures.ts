import { test as base, expect, type Page } from '@playwright/test';
import { adminCredentials } from './server.ts';

type Fixtures = { api: ApiClient };

/** A login on a mail server on 127.0.0.1 (the loopback SMTP server and Dovecot have one). */
type MailLogin = { port: number; user: string; password: string };

/** Talks to the real API the way the web app does, for arranging test data. */
export class ApiClient {
  readonly baseURL: string;
  private token: string;

  constructor(baseURL: string, token = '') {
    this.baseURL = baseURL;
    this.token = token;
  }

  async login(email: string, password: string): Promise<string> {
    const res = await fetch(`${this.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    this.token = ((await res.json()) as { accessToken: string }).accessToken;
    return this.token;
  }

  get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path);
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', path, body);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('PUT', path, body);
  }

  /**
   * A product (its title, or its fields), then a free campaign of it with a brief (the fields
   * given win): the campaign.
   */
  async createCampaign(
    product: string | ({ title: string } & Record<string, unknown>),
    campaign: { name: string } & Record<string, unknown>,
  ): Promise<{ id: number }> {
    const productFields = typeof product === 'string' ? { title: product } : product;
    const { id: productId } = await this.post<{ id: number }>('/product', productFields);
    return this.post<{ id: number }>('/campaign', {
      productId,
      type: 'free',
      brief: 'Play the first hour on stream and link the store page.',
      ...campaign,
    });
  }

  /** A creator with one Twitch channel, named after its login (other fields as given). */
  createTwitchCreator(login: string, fields: Record<string, unknown> = {}) {
    return this.post<{ id: number }>('/influencer', {
      url: `https://www.twitch.tv/${login}`,
      mediaName: login,
      ...fields,
    });
  }

  /** Adds creators to a campaign's workflow, as Pending. */
  addToCampaign(campaignId: number, ids: number[]) {
    return this.put(`/campaign/${campaignId}/influencers`, { ids });
  }

  /** Adds creators to a campaign and invites them. */
  async inviteToCampaign(campaignId: number, ids: number[]) {
    await this.addToCampaign(campaignId, ids);
    await this.post(`/campaign/${campaignId}/influencers/invite`, { ids });
  }

  /**
   * A sender account on mail servers of the test's own: SMTP on 127.0.0.1 with `smtp`'s login
   * and, given a `mailbox`, that IMAP mailbox too (plain, no TLS). Other fields of `sender`
   * are sent as they are. Answers the account.
   */
  addSenderAccount(
    sender: { email: string; name: string } & Record<string, unknown>,
    smtp: MailLogin,
    mailbox?: MailLogin & { host: string },
  ) {
    return this.post<{ id: number }>('/mailer-auth', {
      ...sender,
      host: '127.0.0.1',
      port: smtp.port,
      username: smtp.user,
      password: smtp.password,
      ...(mailbox && {
        imapHost: mailbox.host,
        imapPort: mailbox.port,
        imapSecure: false,
        imapUsername: mailbox.user,
        imapPassword: mailbox.password,
      }),
    });
  }

  /** A FormData body goes as multipart (fetch writes its content type), any other as JSON. */
  private async send<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const json = body !== undefined && !(body instanceof FormData);
    const res = await fetch(`${this.baseURL}/api${path}`, {
      method,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        authorization: `Bearer ${this.token}`,
      },
      body: body instanceof FormData ? body : json ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through e2e/playwright.config.ts');
    await use(url);
  },
  api: async ({ baseURL }, use) => {
    await use(await adminApi(baseURL ?? ''));
  },
});

export { expect };

/** An API client signed in as the first Admin, on the shared server or a spec's own one. */
export async function adminApi(baseURL = process.env.E2E_BASE_URL ?? ''): Promise<ApiClient> {
  const api = new ApiClient(baseURL);
  await api.login(adminCredentials.email, adminCredentials.password);
  return api;
}

let counter = 0;
/** A unique email per call, so tests never share rows. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@e2e.test`;
}

/** Clicks an action of a grid's "Bulk actions" toolbar (with rows selected). */
export async function clickBulkAction(page: Page, name: string) {
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name, exact: true })
    .click();
}

/**
 * Signs the page in without the sign-in form: the session's token, from the API, is stored
 * before the next page of `origin` (the shared server's by default) loads, once. For tests of
 * something else; auth, login-prerender, session-expiry and csp go through the form.
 */
export async function useSignedInSession(
  page: Page,
  credentials: { email: string; password: string } = adminCredentials,
  origin = process.env.E2E_BASE_URL ?? '',
) {
  const token = await new ApiClient(origin).login(credentials.email, credentials.password);
  await page.addInitScript(
    ([appOrigin, key, value]) => {
      if (location.origin !== appOrigin || sessionStorage.getItem('e2e-session-stored')) return;
      sessionStorage.setItem('e2e-session-stored', '1');
      localStorage.setItem(key, value);
    },
    [new URL(origin).origin, 'accessToken', token] as const,
  );
}

/** Signs in through the form, on the shared server or on a spec's own one at `origin`. */
export async function signIn(page: Page, email: string, password: string, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
