import type { Page } from 'playwright-core';
import { baseUrl } from './browser.js';

/** The stack's first admin, made by `make e2e` for the run (never a default password). */
export const staffLogin = (() => {
  const identifier = process.env.E2E_ADMIN_IDENTIFIER;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!identifier || !password) throw new Error('E2E_ADMIN_IDENTIFIER and E2E_ADMIN_PASSWORD are not set: run with `make e2e`');
  return { identifier, password, email: process.env.E2E_ADMIN_EMAIL ?? '' };
})();

/** How long an access token lives on the e2e stack (seconds; `make e2e` makes it short on purpose). */
export const accessTokenSeconds = Number(process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? 900);

const labels = {
  de: { identifier: 'E-Mail oder Benutzername', password: 'Passwort', submit: 'Anmelden', welcome: 'Willkommen, Giulia' },
  en: { identifier: 'Email or username', password: 'Password', submit: 'Sign In', welcome: 'Welcome, Giulia' },
} as const;

interface Login {
  identifier: string;
  password: string;
  /** Whom the dashboard greets. */
  firstName?: string;
}

/** Fills the login form the page shows and waits for the dashboard's welcome (the run's first admin by default). */
export async function signInHere(page: Page, locale: 'de' | 'en', login: Login = staffLogin): Promise<void> {
  const text = labels[locale];
  await page.getByLabel(text.identifier).fill(login.identifier);
  await page.getByLabel(text.password, { exact: true }).fill(login.password);
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await page.getByText(login.firstName ? text.welcome.replace('Giulia', login.firstName) : text.welcome).waitFor();
}

/** Opens the login page in `locale` and signs in. */
export async function signIn(page: Page, locale: 'de' | 'en', login?: Login): Promise<void> {
  await page.goto(`${baseUrl}/${locale}/admin/login`);
  await signInHere(page, locale, login);
}
