import { test as base, expect, type Page } from '@playwright/test';
import { adminCredentials } from './server.ts';

type Fixtures = { api: ApiClient };

/** Talks to the real API the way the web app does, for arranging test data. */
export class ApiClient {
  constructor(
    readonly baseURL: string,
    private token = '',
  ) {}

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

  post<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', path, body);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('PUT', path, body);
  }

  private async send<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.baseURL}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
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
    const api = new ApiClient(baseURL ?? '');
    await api.login(adminCredentials.email, adminCredentials.password);
    await use(api);
  },
});

export { expect };

let counter = 0;
/** A unique email per call, so tests never share rows. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@e2e.test`;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
