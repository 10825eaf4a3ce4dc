import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContactReceipt } from '../src/features/contact/api/send-contact-message';
import { expectNoAxeViolations } from './support/axe';
import { renderApp } from './support/render-app';
import { apiError, createGate, readSent, server, watchRequests, type SentRequest } from './support/api-server';

const texts = {
  de: {
    title: 'Kontakt',
    name: 'Name',
    email: 'E-Mail',
    subject: 'Betreff',
    message: 'Nachricht',
    submit: 'Nachricht senden',
    submitting: 'Wird gesendet …',
    success: 'Vielen Dank! Ihre Nachricht wurde erfolgreich gesendet.',
    error: 'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  },
  en: {
    title: 'Contact',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
    submitting: 'Sending...',
    success: 'Thank you! Your message has been sent successfully.',
    error: 'There was an error sending your message. Please try again.',
  },
} as const;
type Locale = keyof typeof texts;
type FieldName = 'name' | 'email' | 'subject' | 'message';

const mapHref = 'https://www.openstreetmap.org/?mlat=52.5386&mlon=13.4117#map=18/52.5386/13.4117';
const valid = {
  name: 'Anna Schmidt',
  email: 'anna@example.org',
  subject: 'Geburtstagsfeier',
  message: 'Können wir am Samstag mit zwölf Personen feiern?',
};

async function openPage(locale: Locale) {
  const app = renderApp(`/${locale}/contact`);
  await screen.findByRole('heading', { level: 1, name: texts[locale].title });
  const main = screen.getByRole('main');
  const form = within(main).getByRole('form');
  const field = (name: FieldName) => within(form).getByLabelText(new RegExp(`^${texts[locale][name]}`));
  const button = () => within(form).getByRole('button', { name: texts[locale].submit });
  const submit = () => app.user.click(button());
  const value = (name: FieldName) => (field(name) as HTMLInputElement | HTMLTextAreaElement).value;
  return { ...app, main, form, field, button, submit, value };
}
type Page = Awaited<ReturnType<typeof openPage>>;

async function fillValid(page: Page) {
  for (const name of ['name', 'email', 'subject', 'message'] as const) await page.user.type(page.field(name), valid[name]);
}

const receipt: ContactReceipt = { id: 'c-1', receivedAt: '2026-05-01T10:00:00.000Z' };
const received = () => HttpResponse.json(receipt, { status: 201 });

/** POST /api/contact answered by `answer`; each request it gets is kept, in order, in the list returned. */
function serveContact(answer: () => Response | Promise<Response> = received): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    http.post('/api/contact', async ({ request }) => {
      sent.push(await readSent(request));
      return answer();
    }),
  );
  return sent;
}

describe('contact page (/{locale}/contact)', () => {
  it.each([
    [
      'de',
      'Deutschland',
      'Die Küche schließt um 22:00 Uhr.',
      '17:00–23:00 Uhr',
      'Auf OpenStreetMap ansehen',
      /öffnet openstreetmap\.org/,
    ],
    ['en', 'Germany', 'The kitchen closes at 22:00.', '17:00–23:00', 'View on OpenStreetMap', /opens openstreetmap\.org/],
  ] as const)(
    'when opened in %s, then address, phone, e-mail, hours and a plain map link come from the site configuration, and nothing is fetched',
    async (locale, country, kitchen, fridayHours, mapLink, mapNote) => {
      const requests = watchRequests();
      const page = await openPage(locale);
      const main = page.main;

      expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(
        within(main).getByText(locale === 'de' ? /Schreiben Sie uns oder rufen Sie an/ : /Write to us or give us a call/),
      ).toBeTruthy();
      const address = main.querySelector('address')!;
      expect(address.textContent).toContain('Kastanienallee 42');
      expect(address.textContent).toContain('10435 Berlin');
      expect(address.textContent).toContain(country);

      const phone = within(main).getByRole('link', { name: '+49 30 1234 5678' });
      expect(phone.getAttribute('href')).toBe('tel:+493012345678');
      const email = within(main).getByRole('link', { name: 'info@trattoria-lasosta.de' });
      expect(email.getAttribute('href')).toBe('mailto:info@trattoria-lasosta.de');

      const map = within(main).getByRole('link', { name: mapLink });
      expect(map.getAttribute('href')).toBe(mapHref);
      expect(map.getAttribute('rel')).toBe('noopener noreferrer');
      expect(within(main).getByText(mapNote)).toBeTruthy();
      expect(document.querySelector('iframe')).toBeNull();
      expect(document.querySelector('img[src*="openstreetmap"], script[src*="openstreetmap"]')).toBeNull();

      expect(within(main).getAllByText(fridayHours)).toHaveLength(2);
      expect(within(main).getByText(kitchen)).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`${texts[locale].title} | Trattoria La Sosta`));

      // The checker's chunk is an import, not a request: until the guest sends, nothing leaves the page.
      page.field('name').focus();
      await page.user.type(page.field('name'), 'Anna');
      expect(requests).toEqual([]);
      await expectNoAxeViolations();
    },
  );

  it.each([
    ['de', ['Name ist erforderlich', 'E-Mail ist erforderlich', 'Betreff ist erforderlich', 'Nachricht ist erforderlich']],
    ['en', ['Name is required', 'Email is required', 'Subject is required', 'Message is required']],
  ] as const)(
    'when sent empty in %s, then each required field says so once, nothing is sent, and focus goes to the first',
    async (locale, messages) => {
      const requests = watchRequests();
      const page = await openPage(locale);
      await page.submit();
      for (const message of messages) expect(await screen.findAllByText(message)).toHaveLength(1);
      expect(requests).toEqual([]);
      await waitFor(() => expect(document.activeElement).toBe(page.field('name')));
      for (const name of ['name', 'email', 'subject', 'message'] as const) {
        expect(page.field(name).getAttribute('aria-invalid')).toBe('true');
        expect(page.field(name).getAttribute('aria-describedby')).toContain(`contact-${name}-error`);
      }
      expect(screen.queryByRole('alert')).toBeNull();
      await expectNoAxeViolations();
    },
  );

  it.each([
    [
      'de',
      {
        name: 'Der Name muss mindestens 2 Zeichen lang sein',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
        subject: 'Der Betreff muss mindestens 3 Zeichen lang sein',
        message: 'Die Nachricht muss mindestens 10 Zeichen lang sein',
      },
    ],
    [
      'en',
      {
        name: 'Name must be at least 2 characters long',
        email: 'Please enter a valid email address',
        subject: 'Subject must be at least 3 characters long',
        message: 'Message must be at least 10 characters long',
      },
    ],
  ] as const)(
    'when values break the rules in %s, then each field names its rule, and editing a field clears its error',
    async (locale, messages) => {
      const requests = watchRequests();
      const page = await openPage(locale);
      await page.user.type(page.field('name'), 'A');
      await page.user.type(page.field('email'), 'anna@');
      await page.user.type(page.field('subject'), 'Hi');
      await page.user.type(page.field('message'), 'Too short');
      await page.submit();
      for (const message of Object.values(messages)) expect(await screen.findByText(message)).toBeTruthy();
      expect(requests).toEqual([]);
      await expectNoAxeViolations();

      await page.user.type(page.field('subject'), '!');
      expect(screen.queryByText(messages.subject)).toBeNull();
      expect(page.field('subject').getAttribute('aria-invalid')).toBeNull();
      await page.user.type(page.field('message'), '!');
      expect(screen.queryByText(messages.message)).toBeNull();
      expect(screen.getByText(messages.name)).toBeTruthy();
      expect(screen.getByText(messages.email)).toBeTruthy();
    },
  );

  it('when the message is typed, then its hint counts the characters against the limits', async () => {
    const page = await openPage('en');
    expect(page.field('message').tagName).toBe('TEXTAREA');
    const hint = () => document.getElementById('contact-message-hint')!.textContent;
    expect(hint()).toBe('0 of 5000 characters (at least 10)');
    expect(page.field('message').getAttribute('aria-describedby')).toBe('contact-message-hint');
    await page.user.type(page.field('message'), 'Hello');
    expect(hint()).toBe('5 of 5000 characters (at least 10)');
    expect(page.field('name').getAttribute('autocomplete')).toBe('name');
    expect(page.field('email').getAttribute('autocomplete')).toBe('email');
    expect(page.field('email').getAttribute('type')).toBe('email');
  });

  it.each(['de', 'en'] as const)(
    'when a valid message is sent in %s, then it posts once with a key, the language and the empty honeypot, thanks the guest and resets',
    async (locale) => {
      const sent = serveContact();
      const page = await openPage(locale);
      await fillValid(page);
      expect(sent).toEqual([]);
      await page.submit();

      expect((await screen.findByRole('status')).textContent).toBe(texts[locale].success);
      expect(sent).toHaveLength(1);
      const [request] = sent;
      expect(request!.path).toBe('/api/contact');
      expect(request!.method).toBe('POST');
      expect(request!.headers['accept-language']).toBe(locale);
      expect(request!.headers['content-type']).toBe('application/json');
      expect(request!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(request!.body).toEqual({ ...valid, locale, website: '' });
      for (const name of ['name', 'email', 'subject', 'message'] as const) expect(page.value(name)).toBe('');
      expect(screen.queryByRole('alert')).toBeNull();
      await expectNoAxeViolations();
    },
  );

  it('when the submit button is clicked twice while the first is on its way, then one message is sent, the button saying so', async () => {
    // The answer takes a moment, as it does over a phone's connection: the second click lands while it is pending.
    const gate = createGate();
    const sent = serveContact(async () => {
      await gate.opened;
      return received();
    });
    const page = await openPage('de');
    await fillValid(page);

    await page.user.dblClick(page.button());
    const sending = await within(page.form).findByRole('button', { name: texts.de.submitting });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    await page.user.click(sending);
    await expectNoAxeViolations();
    gate.open();

    expect(await screen.findByText(texts.de.success)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(page.button().getAttribute('aria-disabled')).toBeNull();
    expect(within(page.form).queryByText('Name ist erforderlich')).toBeNull();
  });

  it('when the server names bad fields, then they are shown beside the fields with its sentence, and focus goes to the first', async () => {
    serveContact(() =>
      apiError(400, 'Please check the highlighted fields.', {
        email: 'Please enter a valid email address',
        message: 'Please keep your message under 5000 characters',
      }),
    );
    const page = await openPage('en');
    await fillValid(page);
    await page.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(texts.en.error + 'Please check the highlighted fields.');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please keep your message under 5000 characters')).toBeTruthy();
    expect(page.field('email').getAttribute('aria-invalid')).toBe('true');
    expect(page.field('message').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(page.field('email')));
    expect(page.value('name')).toBe(valid.name);
    await expectNoAxeViolations();

    await page.user.type(page.field('email'), 'x');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it.each(['de', 'en'] as const)(
    "when the server fails with its operators' sentence (%s), then the form's own sentence is shown instead and the values stay",
    async (locale) => {
      serveContact(() => apiError(500, 'Internal server error'));
      const page = await openPage(locale);
      await fillValid(page);
      await page.submit();
      expect((await screen.findByRole('alert')).textContent).toBe(texts[locale].error);
      for (const name of ['name', 'email', 'subject', 'message'] as const) expect(page.value(name)).toBe(valid[name]);
      expect(screen.getByRole('status').textContent).toBe('');
      await expectNoAxeViolations();
    },
  );

  it.each(['de', 'en'] as const)(
    'when the server fails without a sentence in %s, then the fallback sentence is shown',
    async (locale) => {
      serveContact(() => HttpResponse.html('<html>Bad Gateway</html>', { status: 500 }));
      const page = await openPage(locale);
      await fillValid(page);
      await page.submit();
      expect((await screen.findByRole('alert')).textContent).toBe(texts[locale].error);
      expect(page.value('message')).toBe(valid.message);
    },
  );

  it('when the guest is rate-limited, then the sentence of the 429 is shown', async () => {
    serveContact(() => apiError(429, 'Too many requests. Please wait a moment and try again.'));
    const page = await openPage('en');
    await fillValid(page);
    await page.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      texts.en.error + 'Too many requests. Please wait a moment and try again.',
    );
  });

  it.each(['de', 'en'] as const)(
    "when the network fails in %s, then the fallback sentence is shown in the guest's language and the values stay",
    async (locale) => {
      serveContact(() => HttpResponse.error());
      const page = await openPage(locale);
      await fillValid(page);
      await page.submit();
      expect((await screen.findByRole('alert')).textContent).toBe(texts[locale].error);
      for (const name of ['name', 'email', 'subject', 'message'] as const) expect(page.value(name)).toBe(valid[name]);
      await expectNoAxeViolations();
    },
  );

  it('when the same message is sent again after a lost answer, then the same key goes with it; an edit makes a new one', async () => {
    // The first answer is lost on the way back; the server answers every one after it.
    const sent = serveContact(() => (sent.length === 1 ? HttpResponse.error() : received()));
    const page = await openPage('en');
    await fillValid(page);
    await page.submit();
    await screen.findByRole('alert');
    await page.submit();
    await screen.findByText(texts.en.success);
    const keys = sent.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);

    await fillValid(page);
    await page.submit();
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('when a keyboard user tabs through the form, then the honeypot is never reached and is hidden from the accessibility tree', async () => {
    const page = await openPage('en');
    const honeypot = page.form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toBeTruthy();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    // Role queries see only the accessibility tree: the four fields, the honeypot not among them.
    expect(within(page.form).getAllByRole('textbox')).toEqual([
      page.field('name'),
      page.field('email'),
      page.field('subject'),
      page.field('message'),
    ]);

    page.field('name').focus();
    const reached: Element[] = [];
    for (let step = 0; step < 6; step += 1) {
      await page.user.tab();
      reached.push(document.activeElement!);
    }
    expect(reached).not.toContain(honeypot);
    expect(reached.slice(0, 4)).toEqual([page.field('email'), page.field('subject'), page.field('message'), page.button()]);
  });

  it('when a bot fills the honeypot, then its value is sent as it is (the server then stores nothing)', async () => {
    const sent = serveContact();
    const page = await openPage('en');
    await fillValid(page);
    fireEvent.change(page.form.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    await page.submit();
    await screen.findByText(texts.en.success);
    expect(sent[0]!.body).toMatchObject({ website: 'https://spam.example' });
    expect(page.form.querySelector<HTMLInputElement>('input[name="website"]')!.value).toBe('');
  });

  it('when the language is switched with errors showing, then the errors follow the new language', async () => {
    const page = await openPage('de');
    await page.submit();
    expect(await screen.findByText('Betreff ist erforderlich')).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'EN' }));
    await waitFor(() => expect(page.currentPath()).toBe('/en/contact'));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.queryByText('Betreff ist erforderlich')).toBeNull();
  });

  it('when the privacy note is under the form, then it links to the privacy policy', async () => {
    const page = await openPage('de');
    const link = within(page.form).getByRole('link', { name: 'Datenschutzerklärung' });
    expect(link.getAttribute('href')).toBe('/de/legal?tab=privacy');
  });
});
