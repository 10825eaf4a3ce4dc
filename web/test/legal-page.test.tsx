import {
  adminCookies,
  defaultRestaurantDetails,
  siteConfig,
  weekdays,
  type DayHours,
  type HouseSchedule,
  type Locale,
} from '@ristorante/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app/app';
import { legalTabs, type LegalTab } from '../src/config/paths';
import type { LegalBlock, LegalText } from '../src/features/legal/texts';
import { cookies } from '../src/features/legal/texts/cookies';
import { impressum } from '../src/features/legal/texts/impressum';
import { privacy } from '../src/features/legal/texts/privacy';
import { terms } from '../src/features/legal/texts/terms';
import { legalValues, staffCookies } from '../src/features/legal/utils/legal-values';
import { testRestaurant, testSchedule } from './support/api-server';
import { expectNoAxeViolations } from './support/axe';
import { renderApp } from './support/render-app';

const texts = {
  de: {
    title: 'Rechtliches',
    tabs: { impressum: 'Impressum', privacy: 'Datenschutz', terms: 'AGB', cookies: 'Cookie-Richtlinie' },
    headings: {
      impressum: 'Impressum',
      privacy: 'Datenschutzerklärung',
      terms: 'Allgemeine Geschäftsbedingungen',
      cookies: 'Cookie-Richtlinie',
    },
    updated: 'Stand: November 2026',
    note: '(vom Betreiber auszufüllen)',
    representative: `${siteConfig.operator.representative} (Geschäftsführerin)`,
    responsible: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
    arbitration:
      'nicht verpflichtet und nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle',
    retention: [
      'Wir löschen die Reservierung automatisch 2 Jahre nach dem reservierten Tag.',
      'Wir löschen die Buchung automatisch 2 Jahre nach dem Tag der Veranstaltung.',
      'Wir löschen Ihre Nachricht automatisch 1 Jahr nach ihrem Eingang.',
      'Wir löschen Ihr Feedback automatisch 1 Jahr nach seinem Eingang',
      'Unser Webserver schreibt Ihre IP-Adresse nur gekürzt in sein Zugriffsprotokoll',
      'Die IP-Adresse entfernen wir schon nach 7 Tagen.',
    ],
    rights: [
      'Art. 15 DSGVO',
      'Art. 16 DSGVO',
      'Art. 17 DSGVO',
      'Art. 18 DSGVO',
      'Art. 20 DSGVO',
      'Art. 21 DSGVO',
      'Art. 7 Abs. 3 DSGVO',
    ],
    authority: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
    jump: 'Zum Formular: Auskunft über Ihre Daten und ihre Löschung anfordern ↓',
    dataRequestTitle: 'Ihre Daten: Auskunft und Löschung',
    terms: (config: typeof siteConfig, schedule: HouseSchedule) => [
      `eine pauschale Entschädigung von ${config.noShowFeePerPersonEuros} € pro reservierter Person`,
      `Bis ${config.freeCancellationHours} Stunden vor der reservierten Zeit können Sie Ihre Reservierung kostenlos stornieren`,
      `Reservierungen ab ${config.groupBookingsFrom} Personen bestätigen wir persönlich`,
      `Wir halten Ihren Tisch ${config.tableHeldMinutes} Minuten über die reservierte Zeit hinaus für Sie frei.`,
      `innerhalb von ${config.confirmationWithinMinutes} Minuten per E-Mail`,
      `bis zu ${config.eventBookingMaxGuests} Personen je Buchung`,
      `Die Küche nimmt Bestellungen bis ${schedule.kitchenCloses} Uhr an.`,
      `zwischen ${schedule.slots.first} und ${schedule.slots.last} Uhr, im Abstand von ${schedule.slots.stepMinutes} Minuten`,
      'inklusive der gesetzlichen Mehrwertsteuer (inkl. MwSt.)',
      '8–10 %',
      'mit Debitkarte (girocard)',
      'Es gilt das Recht der Bundesrepublik Deutschland.',
    ],
    day: { monday: 'Montag', sunday: 'Sonntag' },
    hours: (day: DayHours) => `${day.open}–${day.close} Uhr`,
    noCookies: 'Die Seiten für unsere Gäste setzen keine Cookies und speichern nichts in Ihrem Browser',
    accessLifetime: '15 Minuten',
    refreshLifetime:
      'Bis zur Abmeldung; jede Erneuerung der Anmeldung setzt ihn auf 7 Tage. Gültig ist er höchstens 7 Tage nach der Anmeldung.',
    cookiePolicyLink: 'Cookie-Richtlinie',
  },
  en: {
    title: 'Legal',
    tabs: { impressum: 'Impressum', privacy: 'Privacy Policy', terms: 'Terms', cookies: 'Cookie Policy' },
    headings: {
      impressum: 'Impressum (Legal Notice)',
      privacy: 'Privacy Policy',
      terms: 'Terms and Conditions',
      cookies: 'Cookie Policy',
    },
    updated: 'Last updated: November 2026',
    note: '(to be filled in by the operator)',
    representative: `${siteConfig.operator.representative} (Managing Director)`,
    responsible: 'Responsible for the content under § 18(2) MStV (German Interstate Media Treaty)',
    arbitration: 'neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board',
    retention: [
      'We delete the reservation automatically 2 years after the day it was for.',
      'We delete the booking automatically 2 years after the day of the event.',
      'We delete your message automatically 1 year after it arrived.',
      'We delete your feedback automatically 1 year after it arrived',
      'Our web server writes your IP address to its access log only shortened',
      'We remove the IP address after just 7 days.',
    ],
    rights: ['Art. 15 GDPR', 'Art. 16 GDPR', 'Art. 17 GDPR', 'Art. 18 GDPR', 'Art. 20 GDPR', 'Art. 21 GDPR', 'Art. 7(3) GDPR'],
    authority: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
    jump: 'To the form: ask for your data, or have it erased ↓',
    dataRequestTitle: 'Your data: access and erasure',
    terms: (config: typeof siteConfig, schedule: HouseSchedule) => [
      `a flat fee of €${config.noShowFeePerPersonEuros} per person reserved`,
      `You can cancel or change your reservation free of charge up to ${config.freeCancellationHours} hours before the reserved time`,
      `We confirm reservations for ${config.groupBookingsFrom} or more people personally`,
      `We hold your table for ${config.tableHeldMinutes} minutes past the reserved time.`,
      `by e-mail within ${config.confirmationWithinMinutes} minutes`,
      `up to ${config.eventBookingMaxGuests} people per booking`,
      `The kitchen takes orders until ${schedule.kitchenCloses}.`,
      `between ${schedule.slots.first} and ${schedule.slots.last}, every ${schedule.slots.stepMinutes} minutes`,
      'including statutory VAT (inkl. MwSt.)',
      '8–10%',
      'by debit card (girocard)',
      'German law applies.',
    ],
    day: { monday: 'Monday', sunday: 'Sunday' },
    hours: (day: DayHours) => `${day.open}–${day.close}`,
    noCookies: 'The pages for our guests set no cookies and store nothing in your browser',
    accessLifetime: '15 minutes',
    refreshLifetime:
      'Until sign-out; each renewal of the sign-in sets it to 7 days. It is valid for at most 7 days after signing in.',
    cookiePolicyLink: 'Cookie Policy',
  },
} satisfies Record<Locale, unknown>;

const panel = () => screen.getByRole('tabpanel');
const tabNamed = (name: string) => screen.getByRole('tab', { name });
const normalized = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

/** Each piece of text apart, so that a day's name and its hours ('Montag', '17:00–22:30 Uhr') do not run together. */
function textNodesOf(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  while (walker.nextNode()) pieces.push(walker.currentNode.textContent ?? '');
  return pieces.join(' ');
}

/** Waits for the page's chunk, then for `tab` to be the open one and its text (a chunk of its own) to be there. */
async function openTab(locale: Locale, tab: LegalTab) {
  const t = texts[locale];
  await screen.findByRole('tablist', { name: t.title });
  await waitFor(() => expect(tabNamed(t.tabs[tab]).getAttribute('aria-selected')).toBe('true'));
  await within(panel()).findAllByRole('heading', { level: 3 });
}

/** The tab panel's single open tab, its heading and what every tab shows whichever is open. */
function expectOpen(locale: Locale, tab: LegalTab) {
  const t = texts[locale];
  for (const other of legalTabs) {
    const element = tabNamed(t.tabs[other]);
    expect(element.getAttribute('aria-selected')).toBe(String(other === tab));
    // Roving tabindex: only the open tab is in the Tab order.
    expect(element.tabIndex).toBe(other === tab ? 0 : -1);
    expect(element.getAttribute('href')).toBe(`/${locale}/legal?tab=${other}`);
    expect(element.getAttribute('aria-controls')).toBe(panel().id);
  }
  expect(screen.getByRole('tabpanel', { name: t.tabs[tab] })).toBe(panel());
  expect(panel().tabIndex).toBe(0);
  expect(within(panel()).getByRole('heading', { level: 2, name: t.headings[tab] })).toBeTruthy();
  expect(panel().querySelector('.legal-updated')?.textContent).toBe(t.updated);
  expect(within(panel()).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(2);
}

/** Every operator placeholder in the open panel: each marked, each followed by the note. */
function markedPlaceholders(locale: Locale) {
  const marks = Array.from(panel().querySelectorAll('mark'));
  for (const mark of marks) {
    expect(mark.textContent).toMatch(/^\[.*\]$/);
    expect(mark.nextElementSibling?.textContent).toBe(texts[locale].note);
  }
  return marks.map((mark) => mark.textContent);
}

/** The router's address and a way back, for checking what a tab change leaves in the history. */
function RouterProbe({ onLocation }: { onLocation: (path: string) => void }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onLocation(pathname + search), [onLocation, pathname, search]);
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      test: back
    </button>
  );
}

afterEach(() => {
  document.title = '';
  vi.restoreAllMocks();
});

describe.each(['de', 'en'] as const)('legal page (/%s/legal)', (locale) => {
  const t = texts[locale];

  it('when opened without a tab, then the Impressum shows the operator from the site configuration', async () => {
    renderApp(`/${locale}/legal`);
    await openTab(locale, 'impressum');

    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expectOpen(locale, 'impressum');
    const text = normalized(panel());
    const { operator, address } = siteConfig;
    for (const fact of [operator.company, address.street, `${address.postalCode} ${address.city}`, address.country[locale]]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(t.representative);
    expect(text).toContain(t.responsible);
    expect(text).toContain(t.arbitration);
    const hrefs = (name: string) =>
      within(panel())
        .getAllByRole('link', { name })
        .map((link) => link.getAttribute('href'));
    expect(new Set(hrefs(siteConfig.phone))).toEqual(new Set([`tel:${siteConfig.phone.replace(/\s/g, '')}`]));
    expect(new Set(hrefs(siteConfig.email))).toEqual(new Set([`mailto:${siteConfig.email}`]));
    await waitFor(() => expect(document.title).toBe(`${t.tabs.impressum} | ${t.title} | ${siteConfig.name}`));
    await expectNoAxeViolations();
  });

  it.each(legalTabs)('when opened with ?tab=%s, then that tab is open with its heading and title', async (tab) => {
    renderApp(`/${locale}/legal?tab=${tab}`);
    await openTab(locale, tab);

    expectOpen(locale, tab);
    await waitFor(() => expect(document.title).toBe(`${t.tabs[tab]} | ${t.title} | ${siteConfig.name}`));
    await expectNoAxeViolations();
  });

  it('when the tab in the address is unknown, then the Impressum is open', async () => {
    renderApp(`/${locale}/legal?tab=datenschutz`);
    await openTab(locale, 'impressum');

    expectOpen(locale, 'impressum');
  });

  it('when a tab is clicked, then the address and the panel change, and the address is replaced, not added', async () => {
    const user = userEvent.setup();
    let current = '';
    render(
      <MemoryRouter initialEntries={[`/${locale}/legal?tab=cookies`, `/${locale}/legal`]} initialIndex={1}>
        <RouterProbe
          onLocation={(path) => {
            current = path;
          }}
        />
        <App />
      </MemoryRouter>,
    );
    await openTab(locale, 'impressum');

    await user.click(tabNamed(t.tabs.privacy));
    await openTab(locale, 'privacy');
    expect(current).toBe(`/${locale}/legal?tab=privacy`);
    expectOpen(locale, 'privacy');
    expect(document.activeElement).toBe(tabNamed(t.tabs.privacy));

    await user.click(tabNamed(t.tabs.terms));
    await openTab(locale, 'terms');
    expect(current).toBe(`/${locale}/legal?tab=terms`);

    // Two tab changes replaced the page's entry: Back returns to what came before the page, not to a tab.
    await user.click(screen.getByRole('button', { name: 'test: back' }));
    await openTab(locale, 'cookies');
    expect(current).toBe(`/${locale}/legal?tab=cookies`);
  });

  it('when the arrow keys, Home and End are pressed on a tab, then focus and selection move and wrap', async () => {
    const { user, currentPath } = renderApp(`/${locale}/legal`);
    await openTab(locale, 'impressum');
    await user.tab();
    // The skip link and the header come first; Tab reaches the open tab, not the others.
    while (document.activeElement !== tabNamed(t.tabs.impressum)) await user.tab();

    const steps: Array<[string, LegalTab]> = [
      ['{ArrowRight}', 'privacy'],
      ['{ArrowRight}', 'terms'],
      ['{ArrowRight}', 'cookies'],
      ['{ArrowRight}', 'impressum'],
      ['{ArrowLeft}', 'cookies'],
      ['{Home}', 'impressum'],
      ['{End}', 'cookies'],
      ['{ArrowLeft}', 'terms'],
    ];
    for (const [key, tab] of steps) {
      await user.keyboard(key);
      expect(document.activeElement).toBe(tabNamed(t.tabs[tab]));
      await openTab(locale, tab);
      expect(currentPath()).toBe(`/${locale}/legal?tab=${tab}`);
    }
    expectOpen(locale, 'terms');

    // Tab leaves the tab list for the open panel.
    await user.tab();
    expect(document.activeElement).toBe(panel());
  });

  it("when the owner asks for deposits, then the terms state them from the owner's settings; without, that none is taken (docs/decisions.md 165)", async () => {
    const deposits = {
      fromGuests: 10,
      amountPerPersonCents: 2050,
      daysToPay: 5,
      holder: 'Trattoria',
      iban: 'DE89370400440532013000',
      bic: '',
    };
    const { unmount } = renderApp(`/${locale}/legal?tab=terms`, { schedule: { ...testSchedule, deposits } });
    await openTab(locale, 'terms');
    expect(normalized(panel())).toContain(
      locale === 'de'
        ? 'Für Online-Reservierungen ab 10 Personen bitten wir um eine Anzahlung von 20,50 € pro Person, zu überweisen innerhalb von 5 Tagen'
        : 'For online reservations of 10 guests or more we ask for a deposit of €20.50 per person, to be transferred within 5 days',
    );
    unmount();
    renderApp(`/${locale}/legal?tab=terms`);
    await openTab(locale, 'terms');
    expect(normalized(panel())).toContain(
      locale === 'de' ? 'Für Tischreservierungen nehmen wir keine Anzahlung.' : 'We take no deposit for table reservations.',
    );
  });

  it('when the privacy tab is open, then it states the retention periods, the rights and how to use them', async () => {
    renderApp(`/${locale}/legal?tab=privacy`);
    await openTab(locale, 'privacy');

    const text = normalized(panel());
    for (const sentence of [...t.retention, ...t.rights, t.authority]) expect(text).toContain(sentence);
    for (const link of within(panel()).getAllByRole('link', { name: siteConfig.email })) {
      expect(link.getAttribute('href')).toBe(`mailto:${siteConfig.email}`);
    }
    expect(within(panel()).getAllByRole('link', { name: siteConfig.email }).length).toBeGreaterThan(1);
    expect(text).toContain(siteConfig.operator.company);
    // The processors are the operator's to name, and marked so.
    expect(markedPlaceholders(locale)).toEqual(expect.arrayContaining([siteConfig.mailProvider, siteConfig.hostingProvider]));
    // Links to other sites leave nothing behind: no referrer, no window handle.
    const external = within(panel())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('https:'));
    expect(external.map((link) => new URL(link.getAttribute('href')!).hostname)).toEqual(
      expect.arrayContaining(['www.datenschutz-berlin.de', 'osmfoundation.org', 'policies.google.com']),
    );
    for (const link of external) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await expectNoAxeViolations();
  });

  it('when the privacy tab is open, then its first link, above the policy, leads down to the data-request form', async () => {
    renderApp(`/${locale}/legal?tab=privacy`);
    await openTab(locale, 'privacy');
    await within(panel()).findByRole('heading', { level: 3, name: t.dataRequestTitle });

    const [first] = within(panel()).getAllByRole('link');
    expect(first!.textContent).toBe(t.jump);
    const target = document.getElementById(first!.getAttribute('href')!.replace(/^#/, ''));
    expect(target?.textContent).toBe(t.dataRequestTitle);
    expect(target?.closest('section')?.querySelector('form')).not.toBeNull();
    // Above every section of the policy.
    const firstSection = within(panel()).getAllByRole('heading', { level: 3 })[0]!;
    expect(first!.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when the terms tab is open, then its fees, periods and group size are those of the site configuration', async () => {
    renderApp(`/${locale}/legal?tab=terms`);
    await openTab(locale, 'terms');

    const text = normalized(panel());
    for (const sentence of t.terms(siteConfig, testSchedule)) expect(text).toContain(sentence);
  });

  it('when the site configuration or the owner’s schedule changes, then the terms say what they say', async () => {
    const before = { ...siteConfig };
    const schedule = { ...testSchedule, kitchenCloses: '21:15', slots: { first: '17:30', last: '20:45', stepMinutes: 15 } };
    Object.assign(siteConfig, {
      noShowFeePerPersonEuros: 31,
      freeCancellationHours: 5,
      groupBookingsFrom: 11,
      tableHeldMinutes: 20,
    });
    try {
      renderApp(`/${locale}/legal?tab=terms`, { schedule });
      await openTab(locale, 'terms');

      const text = normalized(panel());
      for (const sentence of t.terms(siteConfig, schedule)) expect(text).toContain(sentence);
      expect(text).not.toContain(t.terms(before, testSchedule)[0]);
      expect(text).not.toContain(t.terms(before, testSchedule)[6]);
    } finally {
      Object.assign(siteConfig, before);
    }
  });

  it('when the terms tab is open, then the opening hours are the shared reading of the owner’s schedule, and no other', async () => {
    // A changed schedule shows, so the hours cannot be a copy typed into the text.
    const monday = { open: '17:00', close: '21:45' };
    const schedule = { ...testSchedule, weeklyHours: { ...testSchedule.weeklyHours, monday } };
    {
      renderApp(`/${locale}/legal?tab=terms`, { schedule });
      await openTab(locale, 'terms');

      const hours = panel().querySelector('dl.opening-hours');
      expect(hours).not.toBeNull();
      expect(within(hours as HTMLElement).getByText(t.day.monday).nextElementSibling?.textContent).toBe(t.hours(monday));
      expect(within(hours as HTMLElement).getByText(t.day.sunday).nextElementSibling?.textContent).toBe(
        t.hours(schedule.weeklyHours.sunday!),
      );
      // Every time of day the terms mention is one the site configuration holds.
      const configured = new Set<string>([
        ...weekdays.flatMap((day) => [schedule.weeklyHours[day]!.open, schedule.weeklyHours[day]!.close]),
        schedule.kitchenCloses,
        schedule.slots.first,
        schedule.slots.last,
      ]);
      const mentioned = textNodesOf(panel()).match(/\b\d{1,2}[:.]\d{2}\b/g) ?? [];
      expect(mentioned.length).toBeGreaterThan(14);
      for (const time of mentioned) expect(configured).toContain(time);
      await expectNoAxeViolations();
    }
  });

  it('when Friday has its own kitchen close and last table, then the terms and the hours name them beside the week’s', async () => {
    const schedule = { ...testSchedule, weekdayTimes: { friday: { kitchenCloses: '21:00', lastSlot: '20:00' } } };
    renderApp(`/${locale}/legal?tab=terms`, { schedule });
    await openTab(locale, 'terms');
    const friday = locale === 'de' ? 'Freitag' : 'Friday';
    const text = normalized(panel());
    expect(text).toContain(`${schedule.kitchenCloses} (${friday}: 21:00)`);
    expect(text).toContain(`${schedule.slots.last} (${friday}: 20:00)`);
    const hours = panel().querySelector('dl.opening-hours') as HTMLElement;
    const kitchen = locale === 'de' ? 'Küche bis 21:00 Uhr' : 'Kitchen until 21:00';
    expect(within(hours).getByText(friday).nextElementSibling?.textContent).toBe(
      `${t.hours(schedule.weeklyHours.friday!)}, ${kitchen}`,
    );
    expect(within(hours).getByText(t.day.monday).nextElementSibling?.textContent).toBe(t.hours(schedule.weeklyHours.monday!));
  });

  it('when the cookie tab is open, then it names the real session cookies and says guests get none', async () => {
    renderApp(`/${locale}/legal?tab=cookies`);
    await openTab(locale, 'cookies');

    const text = normalized(panel());
    expect(text).toContain(t.noCookies);
    for (const cookie of Object.values(adminCookies)) {
      expect(within(panel()).getByRole('heading', { level: 3, name: `Cookie ${cookie.name}` })).toBeTruthy();
      expect(text).toContain(cookie.path);
    }
    expect(text).toContain(t.accessLifetime);
    expect(text).toContain(t.refreshLifetime);
    // The CSRF token is no cookie (docs/decisions.md 21): no cookie of that kind may be named.
    expect(text).not.toMatch(/sosta_csrf/);
    await expectNoAxeViolations();
  });

  it('when the Impressum is open, then the operator values still to be filled in are marked as such', async () => {
    renderApp(`/${locale}/legal`);
    await openTab(locale, 'impressum');

    const marked = markedPlaceholders(locale);
    expect(marked).toEqual([siteConfig.operator.register]);
    // Filled-in values are plain text.
    expect(within(panel()).queryAllByText(siteConfig.operator.company, { selector: 'mark' })).toEqual([]);
  });

  it('when the owner has filled in the details, then the Impressum names them, unmarked, with a VAT section only when there is a VAT id', async () => {
    const owners = {
      ...testRestaurant,
      name: 'Trattoria Da Marco',
      phone: '+49 30 9876 5432',
      operator: {
        company: 'Da Marco GmbH',
        representative: 'Marco Bianchi',
        register: 'Amtsgericht Charlottenburg, HRB 123456 B',
        vatId: 'DE123456789',
        supervisoryAuthority: 'Bezirksamt Pankow, Ordnungsamt',
      },
      version: 3,
    };
    const { unmount } = renderApp(`/${locale}/legal`, { restaurant: owners });
    await openTab(locale, 'impressum');
    const text = panel().textContent ?? '';
    for (const fact of ['Da Marco GmbH', 'Marco Bianchi', 'HRB 123456 B', 'DE123456789', 'Bezirksamt Pankow', '+49 30 9876 5432'])
      expect(text).toContain(fact);
    for (const link of within(panel()).getAllByRole('link', { name: '+49 30 9876 5432' }))
      expect(link.getAttribute('href')).toBe('tel:+493098765432');
    expect(markedPlaceholders(locale)).toEqual([]);
    expect(text).not.toMatch(/\[|\]/);
    unmount();

    renderApp(`/${locale}/legal`, {
      restaurant: { ...owners, operator: { ...owners.operator, vatId: null, supervisoryAuthority: null } },
    });
    await openTab(locale, 'impressum');
    expect(panel().textContent).not.toMatch(
      /DE123456789|Umsatzsteuer-Identifikationsnummer|VAT identification|Aufsichtsbehörde|Supervisory/,
    );
  });

  it('when the language is switched, then the same tab stays open in the other language', async () => {
    const other = locale === 'de' ? 'en' : 'de';
    // Another path: the layout scrolls to the top, which jsdom does not implement.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, currentPath } = renderApp(`/${locale}/legal?tab=terms`);
    await openTab(locale, 'terms');

    await user.click(screen.getByRole('link', { name: other.toUpperCase() }));
    await openTab(other, 'terms');
    expect(currentPath()).toBe(`/${other}/legal?tab=terms`);
    expectOpen(other, 'terms');
  });

  it('when a link in a text leads to another tab, then that tab opens and focus moves to its panel', async () => {
    const { user, currentPath } = renderApp(`/${locale}/legal?tab=privacy`);
    await openTab(locale, 'privacy');

    await user.click(within(panel()).getAllByRole('link', { name: t.cookiePolicyLink })[0]!);
    await openTab(locale, 'cookies');
    expect(currentPath()).toBe(`/${locale}/legal?tab=cookies`);
    await waitFor(() => expect(document.activeElement).toBe(panel()));
  });
});

/** Every string of a text, headings included. */
function stringsOf(blocks: readonly LegalBlock[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
        return [block.text];
      case 'list':
        return [...block.items];
      case 'address':
        return [...block.lines];
      case 'facts':
        return block.items.flatMap((item) => [item.term, item.text]);
      case 'openingHours':
        return [];
    }
  });
}

const legalTexts: Record<LegalTab, LegalText> = { impressum, privacy, terms, cookies };

describe('the legal texts', () => {
  const all = legalTabs.flatMap((tab) =>
    (['de', 'en'] as const).flatMap((locale) =>
      legalTexts[tab][locale].flatMap((section) => [section.heading, ...stringsOf(section.blocks)]),
    ),
  );

  it('when a text names a value, then it is a placeholder the page can fill', () => {
    // Every value the owner may give, the optional ones too (a VAT id, a supervising authority).
    const everything = {
      ...defaultRestaurantDetails,
      operator: { ...defaultRestaurantDetails.operator, vatId: 'DE123456789', supervisoryAuthority: 'Bezirksamt Pankow' },
    };
    const known = Object.keys(legalValues('de', { privacyPolicy: 'x', cookiePolicy: 'y' }, testSchedule, everything));
    const used = new Set(all.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])));
    expect([...used].filter((name) => !known.includes(name!))).toEqual([]);
    // No stray brace that is not a placeholder.
    expect(all.filter((text) => /[{}]/.test(text.replace(/\{\w+\}/g, '')))).toEqual([]);
  });

  it('when a text needs a fact of the site configuration, then it uses the placeholder, never a copy', () => {
    const { operator, address } = siteConfig;
    const facts = [siteConfig.name, siteConfig.email, siteConfig.phone, address.street, address.postalCode, operator.company];
    const copies = all.filter((text) => facts.some((fact) => text.includes(fact)) || /\b\d{1,2}:\d{2}\b/.test(text));
    expect(copies).toEqual([]);
  });

  it('when the cookie policy names the staff cookies, then they are the ones the auth service sets', () => {
    expect(staffCookies).toEqual(adminCookies);
  });

  it('when the two languages are compared, then each tab has the same sections in both', () => {
    for (const tab of legalTabs) {
      const shape = (locale: Locale) =>
        legalTexts[tab][locale].map((section) => section.blocks.map((block) => block.type).join(','));
      expect(shape('en')).toEqual(shape('de'));
    }
  });
});
