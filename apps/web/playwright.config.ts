import { defineConfig, devices } from '@playwright/test';

const onlineCounsellor = /chat-counsellor-online-overdue\.spec\.ts/;

/**
 * End-to-end tests against the built app (`npm run build`), started by global-setup on a
 * free port with a fresh data directory, in Debian's Chromium.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Journeys with two browsers (user and counsellor) take ~50 s alone; CI machines are shared.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // CI keeps only its printed log: there, traces and screenshots would only bury the errors.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // Containers give /dev/shm 64 MB: tabs failed to open once it was full.
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: onlineCounsellor,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      // The journeys a phone must pass too (layout, the crisis path, first screens, axe, ...). A
      // member's share from the dialog runs on the desktop only: the phone's dialog and share are
      // the PHQ-9 visitor's journey (crisis-phq9-item-nine).
      testMatch:
        /(layout-responsive|crisis-(?!result-to-counsellor).*|offline-tests-help-and-plan|selftest-keeps-its-place|login-from-the-header-or-menu|scroll-focus-and-forms|first-screen-and-content|admin-first-password|accessibility-axe|no-csp-violations|privacy-consent-and-readable-export|selftest-result-reads-the-corner-first|self-help-two-sessions|self-help-worksheet-offline)\.spec\.ts/,
    },
    {
      // A counsellor who goes online is handed every waiting conversation, other journeys'
      // too (ADR 191): this journey runs once the others have finished.
      name: 'desktop-alone',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: onlineCounsellor,
      dependencies: ['desktop', 'phone'],
    },
  ],
});
