import { siteConfig, type Review, type ReviewsResponse } from '@ristorante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackReceipt } from '../src/features/reviews/api/send-feedback';
import { reviewsShownFirst } from '../src/features/reviews/components/review-list';
import { expectNoAxeViolations } from './support/axe';
import { isOpenModal } from './support/dialog-polyfill';
import { renderApp } from './support/render-app';
import { apiError, createGate, inTurn, server, watchRequests, type Answer } from './support/api-server';

const anna: Review = {
  id: 'r-1',
  name: 'Anna S.',
  rating: 5,
  date: '2026-03-12',
  source: 'Website',
  review: 'Die beste Carbonara in Berlin.',
};
const tom: Review = { id: 'r-2', name: 'Tom B.', rating: 5, date: '2026-02-28', source: 'Google', review: 'Lovely evening.' };
const marco: Review = {
  id: 'r-3',
  name: 'Marco R.',
  rating: 4,
  date: '2026-01-05',
  source: 'Website',
  review: 'Sehr gute Pasta, etwas laut.',
};
const lena: Review = { id: 'r-4', name: 'Lena K.', rating: 5, date: '2025-12-20', source: 'Google', review: 'Tolles Tiramisu.' };
const paul: Review = { id: 'r-5', name: 'Paul W.', rating: 4, date: '2025-11-02', source: 'Website', review: 'Good wine list.' };

const threeReviews: ReviewsResponse = { reviews: [anna, tom, marco], averageRating: 4.7, count: 3 };
const fiveReviews: ReviewsResponse = { reviews: [anna, tom, marco, lena, paul], averageRating: 4.6, count: 5 };
const noReviews: ReviewsResponse = { reviews: [], averageRating: null, count: 0 };
const receipt: FeedbackReceipt = { id: 'f-1', receivedAt: '2026-05-01T10:00:00.000Z' };
const received = () => HttpResponse.json(receipt, { status: 201 });

/**
 * The page's two routes: GET /api/reviews and POST /api/feedback, each answering its calls in turn (the last
 * answer repeating). Returns what each was sent, and every request the page made ('GET /api/reviews').
 */
function serveReviews({
  reviews = [() => HttpResponse.json(threeReviews)],
  feedback = [received],
}: {
  reviews?: [Answer, ...Answer[]];
  feedback?: [Answer, ...Answer[]];
} = {}) {
  const requests = watchRequests();
  const reads = inTurn(...reviews);
  const posts = inTurn(...feedback);
  server.use(http.get('/api/reviews', reads), http.post('/api/feedback', posts));
  return { requests, reads: reads.sent, posts: posts.sent };
}

const texts = {
  de: {
    title: 'Bewertungen',
    loading: 'Bewertungen werden geladen …',
    loadError: 'Die Bewertungen konnten nicht geladen werden.',
    tryAgain: 'Erneut versuchen',
    average: '4,7 von 5 Sternen',
    count: '3 Bewertungen',
    one: '1 Bewertung',
    empty: 'Noch keine Bewertungen',
    showAll: 'Alle 5 Bewertungen anzeigen',
    showLess: 'Weniger anzeigen',
    google: 'Auf Google bewerten',
    share: 'Erfahrung teilen',
    shareTitle: 'Ihre Erfahrung teilen',
    twitter: 'Auf X (Twitter) teilen',
    facebook: 'Auf Facebook teilen',
    cancel: 'Abbrechen',
    shareText: 'Mein Besuch in der Trattoria La Sosta in Berlin – lesen Sie, was die Gäste sagen.',
    feedbackTitle: 'Ihr Feedback',
    name: 'Name',
    email: 'E-Mail',
    experience: 'Ihre Erfahrung',
    suggestions: 'Verbesserungsvorschläge',
    rating: 'Ihre Bewertung',
    consent:
      'Sie dürfen meine Bewertung mit meinem Vornamen und dem ersten Buchstaben meines Nachnamens auf dieser Seite veröffentlichen.',
    emailHint: 'Ihre E-Mail-Adresse wird nie veröffentlicht.',
    options: [
      '1 Stern – schlecht',
      '2 Sterne – schlecht',
      '3 Sterne – mittelmäßig',
      '4 Sterne – gut',
      '5 Sterne – ausgezeichnet',
    ],
    submit: 'Feedback senden',
    submitting: 'Wird gesendet …',
    success: 'Vielen Dank für Ihr Feedback! Wir schätzen Ihre Rückmeldung.',
    published: 'Ihre Bewertung erscheint auf dieser Seite, sobald unser Team sie geprüft hat.',
    error: 'Leider ist beim Senden Ihres Feedbacks ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    required: [
      'Name ist erforderlich',
      'E-Mail ist erforderlich',
      'Bitte wählen Sie eine Bewertung von 1 bis 5',
      'Bitte erzählen Sie uns von Ihrem Besuch',
    ],
  },
  en: {
    title: 'Reviews',
    loading: 'Loading reviews …',
    loadError: 'The reviews could not be loaded.',
    tryAgain: 'Try Again',
    average: '4.7 out of 5 stars',
    count: '3 reviews',
    one: '1 review',
    empty: 'No reviews yet',
    showAll: 'Show All 5 Reviews',
    showLess: 'Show Less',
    google: 'Review on Google',
    share: 'Share Experience',
    shareTitle: 'Share your experience',
    twitter: 'Share on X (Twitter)',
    facebook: 'Share on Facebook',
    cancel: 'Cancel',
    shareText: 'My visit to Trattoria La Sosta in Berlin – see what the guests say.',
    feedbackTitle: 'Share your feedback',
    name: 'Name',
    email: 'Email',
    experience: 'Your experience',
    suggestions: 'Suggestions for improvement',
    rating: 'Your rating',
    consent: 'You may publish my review on this page with my first name and the initial of my last name.',
    emailHint: 'Your email address is never published.',
    options: ['1 star – poor', '2 stars – poor', '3 stars – fair', '4 stars – good', '5 stars – excellent'],
    submit: 'Submit Feedback',
    submitting: 'Sending...',
    success: 'Thank you for your feedback! We appreciate your input.',
    published: 'Your review will appear on this page once our team has checked it.',
    error: 'Sorry, there was an error submitting your feedback. Please try again.',
    required: [
      'Name is required',
      'Email is required',
      'Please choose a rating from 1 to 5',
      'Please tell us about your experience',
    ],
  },
} as const;
type Locale = keyof typeof texts;
type TextField = 'name' | 'email' | 'experience' | 'suggestions';

const cards = () => screen.queryAllByRole('article');

/** The page with its reviews shown (or its empty state), and the feedback form's parts. */
async function openPage(locale: Locale, { waitForReviews = true } = {}) {
  const app = renderApp(`/${locale}/feedback`);
  await screen.findByRole('heading', { level: 1, name: texts[locale].title });
  if (waitForReviews) await waitFor(() => expect(screen.queryByText(texts[locale].loading)).toBeNull());
  const main = screen.getByRole('main');
  const form = within(main).getByRole('form', { name: texts[locale].feedbackTitle });
  const field = (name: TextField) =>
    within(form).getByLabelText(new RegExp(`^${texts[locale][name]}`)) as HTMLInputElement | HTMLTextAreaElement;
  const radio = (rating: 1 | 2 | 3 | 4 | 5) =>
    within(form).getByRole('radio', { name: texts[locale].options[rating - 1] }) as HTMLInputElement;
  const consent = () => within(form).getByRole('checkbox', { name: texts[locale].consent }) as HTMLInputElement;
  const button = () => within(form).getByRole('button', { name: texts[locale].submit });
  const submit = () => app.user.click(button());
  return { ...app, main, form, field, radio, consent, button, submit };
}
type Page = Awaited<ReturnType<typeof openPage>>;

const valid = {
  name: 'Anna Schmidt',
  email: 'anna@example.org',
  experience: 'Die Pasta war wunderbar.',
};

async function fillValid(page: Page, { rating = 4 as 1 | 2 | 3 | 4 | 5, consent = true, suggestions = '' } = {}) {
  await page.user.type(page.field('name'), valid.name);
  await page.user.type(page.field('email'), valid.email);
  await page.user.click(page.radio(rating));
  await page.user.type(page.field('experience'), valid.experience);
  if (suggestions) await page.user.type(page.field('suggestions'), suggestions);
  if (consent) await page.user.click(page.consent());
}

afterEach(() => {
  // navigator.share is set on the instance by the tests that need it; jsdom has none of its own.
  delete (navigator as { share?: unknown }).share;
});

describe('reviews page (/{locale}/feedback)', () => {
  describe('the reviews', () => {
    it.each(['de', 'en'] as const)(
      'when the reviews are still loading in %s, then a loading state is announced',
      async (locale) => {
        const gate = createGate();
        const api = serveReviews({
          reviews: [
            async () => {
              await gate.opened;
              return HttpResponse.json(threeReviews);
            },
          ],
        });
        await openPage(locale, { waitForReviews: false });

        const loading = await screen.findByText(texts[locale].loading);
        expect(loading.getAttribute('role')).toBe('status');
        // The form is there meanwhile: a guest can write while the reviews load.
        expect(screen.getByRole('heading', { level: 2, name: texts[locale].feedbackTitle })).toBeTruthy();
        await expectNoAxeViolations();

        gate.open();
        await waitFor(() => expect(cards()).toHaveLength(3));
        expect(screen.queryByText(texts[locale].loading)).toBeNull();
        expect(api.requests).toContain('GET /api/reviews');
      },
    );

    it.each(['de', 'en'] as const)(
      'when the reviews cannot be loaded in %s, then the error offers Try Again, which loads them',
      async (locale) => {
        // The first request and its one quiet retry fail; Try Again then succeeds.
        const api = serveReviews({
          reviews: [() => apiError(503, 'down'), () => apiError(503, 'down'), () => HttpResponse.json(threeReviews)],
        });
        const { user } = await openPage(locale, { waitForReviews: false });

        const alert = await screen.findByRole('alert');
        expect(within(alert).getByText(texts[locale].loadError)).toBeTruthy();
        expect(cards()).toHaveLength(0);
        await expectNoAxeViolations();

        await user.click(within(alert).getByRole('button', { name: texts[locale].tryAgain }));
        await waitFor(() => expect(cards()).toHaveLength(3));
        expect(screen.queryByRole('alert')).toBeNull();
        expect(api.reads).toHaveLength(3);
        await expectNoAxeViolations();
      },
    );

    it.each(['de', 'en'] as const)(
      'when reviews are loaded in %s, then the stats show the average with one decimal out of 5, as stars too, and the count',
      async (locale) => {
        serveReviews();
        await openPage(locale);

        const average = screen.getByText((_, element) => element?.className === 'reviews-average');
        expect(average.textContent).toBe(texts[locale].average);
        expect(screen.getByText(texts[locale].count)).toBeTruthy();
        const stars = document.querySelector('.reviews-stats .reviews-stars')!;
        expect(stars.getAttribute('aria-hidden')).toBe('true');
        expect((stars as HTMLElement).style.getPropertyValue('--reviews-stars-filled')).toBe('94%');
        await waitFor(() => expect(document.title).toBe(`${texts[locale].title} | Trattoria La Sosta`));
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        await expectNoAxeViolations();
      },
    );

    it.each([
      ['de', 5, '5,0 von 5 Sternen'],
      ['en', 4, '4.0 out of 5 stars'],
    ] as const)(
      'when there is a single review in %s, then the count is singular and the average keeps its decimal',
      async (locale, rating, text) => {
        serveReviews({
          reviews: [
            () => HttpResponse.json<ReviewsResponse>({ reviews: [{ ...anna, rating }], averageRating: rating, count: 1 }),
          ],
        });
        await openPage(locale);
        expect(screen.getByText((_, element) => element?.className === 'reviews-average').textContent).toBe(text);
        expect(screen.getByText(texts[locale].one)).toBeTruthy();
        expect(screen.queryByRole('button', { name: /^(Alle|Show All)/ })).toBeNull();
      },
    );

    it.each(['de', 'en'] as const)(
      'when there are no reviews yet in %s, then a friendly empty state invites feedback, and there are no stats',
      async (locale) => {
        serveReviews({ reviews: [() => HttpResponse.json(noReviews)] });
        const page = await openPage(locale);

        expect(screen.getByText(texts[locale].empty)).toBeTruthy();
        const invite = within(page.main).getByRole('link', {
          name: locale === 'de' ? 'Zum Feedback-Formular' : 'Go to the feedback form',
        });
        expect(invite.getAttribute('href')).toBe('#feedback');
        expect(document.getElementById('feedback')!.contains(page.form)).toBe(true);
        expect(document.querySelector('.reviews-stats')).toBeNull();
        expect(cards()).toHaveLength(0);
        // Google and sharing are offered all the same.
        expect(screen.getByRole('link', { name: texts[locale].google })).toBeTruthy();
        expect(screen.getByRole('button', { name: texts[locale].share })).toBeTruthy();
        await expectNoAxeViolations();
      },
    );

    it.each(['de', 'en'] as const)(
      'when there are 5 reviews in %s, then 3 cards show, Show All shows 5, and Show Less goes back to 3',
      async (locale) => {
        serveReviews({ reviews: [() => HttpResponse.json(fiveReviews)] });
        const { user } = await openPage(locale);
        expect(reviewsShownFirst).toBe(3);

        expect(cards()).toHaveLength(reviewsShownFirst);
        expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
          'Anna S.',
          'Tom B.',
          'Marco R.',
        ]);
        await expectNoAxeViolations();

        const toggle = screen.getByRole('button', { name: texts[locale].showAll });
        await user.click(toggle);
        expect(cards()).toHaveLength(5);
        expect(screen.getByRole('article', { name: 'Paul W.' })).toBeTruthy();
        // The same button, still focused, now offers the way back.
        expect(toggle.textContent).toBe(texts[locale].showLess);
        expect(document.activeElement).toBe(toggle);
        await expectNoAxeViolations();

        await user.click(screen.getByRole('button', { name: texts[locale].showLess }));
        expect(cards()).toHaveLength(3);
        expect(screen.getByRole('button', { name: texts[locale].showAll })).toBeTruthy();
      },
    );

    it.each([
      ['de', '12. März 2026', '28. Februar 2026', '5 von 5 Sternen', '4 von 5 Sternen', 'Quelle: Website', 'Quelle: Google'],
      ['en', 'March 12, 2026', 'February 28, 2026', '5 out of 5 stars', '4 out of 5 stars', 'Source: Website', 'Source: Google'],
    ] as const)(
      'when a card is shown in %s, then it has the name, the stars as text, the date in the guest’s format, the source and the text',
      async (locale, annaDate, tomDate, fiveStars, fourStars, website, google) => {
        serveReviews();
        await openPage(locale);

        const annaCard = screen.getByRole('article', { name: 'Anna S.' });
        expect(within(annaCard).getByRole('heading', { level: 3, name: 'Anna S.' })).toBeTruthy();
        expect(within(annaCard).getByText(fiveStars)).toBeTruthy();
        expect(annaCard.querySelector('.reviews-stars')!.getAttribute('aria-hidden')).toBe('true');
        const date = within(annaCard).getByText(annaDate);
        expect(date.tagName).toBe('TIME');
        expect(date.getAttribute('datetime')).toBe('2026-03-12');
        expect(annaCard.querySelector('.review-card-source')!.textContent).toBe(website);
        expect(within(annaCard).getByText('Die beste Carbonara in Berlin.')).toBeTruthy();

        const tomCard = screen.getByRole('article', { name: 'Tom B.' });
        expect(within(tomCard).getByText(tomDate)).toBeTruthy();
        expect(tomCard.querySelector('.review-card-source')!.textContent).toBe(google);
        expect(within(screen.getByRole('article', { name: 'Marco R.' })).getByText(fourStars)).toBeTruthy();
      },
    );

    it.each(['de', 'en'] as const)(
      'when the page is open in %s, then Review on Google is a plain link to the configured address, and nothing of Google loads',
      async (locale) => {
        const api = serveReviews();
        await openPage(locale);
        const google = screen.getByRole('link', { name: texts[locale].google });
        expect(google.getAttribute('href')).toBe(siteConfig.googleReviewUrl);
        expect(google.getAttribute('rel')).toBe('noopener noreferrer');
        expect(document.querySelector('iframe, script[src*="google"], img[src*="google"]')).toBeNull();
        expect(api.requests).toEqual(['GET /api/reviews']);
      },
    );
  });

  describe('Share Experience', () => {
    it.each(['de', 'en'] as const)(
      'when the device can share in %s, then its share sheet gets the page’s title, a short text and the address',
      async (locale) => {
        serveReviews();
        const share = vi.fn(async () => undefined);
        Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
        const { user } = await openPage(locale);
        await waitFor(() => expect(document.title).toBe(`${texts[locale].title} | Trattoria La Sosta`));

        await user.click(screen.getByRole('button', { name: texts[locale].share }));
        expect(share).toHaveBeenCalledTimes(1);
        expect(share).toHaveBeenCalledWith({
          title: `${texts[locale].title} | Trattoria La Sosta`,
          text: texts[locale].shareText,
          url: window.location.href,
        });
        expect(screen.queryByRole('dialog')).toBeNull();
      },
    );

    it('when the guest closes the share sheet (AbortError), then nothing else happens', async () => {
      serveReviews();
      const share = vi.fn(async () => {
        throw new DOMException('Share canceled', 'AbortError');
      });
      Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
      const { user } = await openPage('en');
      await user.click(screen.getByRole('button', { name: texts.en.share }));
      expect(share).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('when the share sheet refuses (not allowed), then the links are offered instead', async () => {
      serveReviews();
      Object.defineProperty(navigator, 'share', {
        value: vi.fn(async () => {
          throw new DOMException('Not allowed', 'NotAllowedError');
        }),
        configurable: true,
        writable: true,
      });
      const { user } = await openPage('en');
      await user.click(screen.getByRole('button', { name: texts.en.share }));
      expect(await screen.findByRole('dialog', { name: texts.en.shareTitle })).toBeTruthy();
    });

    it.each(['de', 'en'] as const)(
      'when the device cannot share in %s, then a dialog offers plain links to X and Facebook; Escape closes it and focus returns',
      async (locale) => {
        const api = serveReviews();
        const { user } = await openPage(locale);
        const shareButton = screen.getByRole('button', { name: texts[locale].share });
        expect(navigator.share).toBeUndefined();

        await user.click(shareButton);
        const dialog = await screen.findByRole('dialog', { name: texts[locale].shareTitle });
        expect(dialog.getAttribute('aria-modal')).toBe('true');
        const url = encodeURIComponent(window.location.href);
        const twitter = within(dialog).getByRole('link', { name: texts[locale].twitter });
        const facebook = within(dialog).getByRole('link', { name: texts[locale].facebook });
        expect(twitter.getAttribute('href')).toBe(
          `https://twitter.com/intent/tweet?text=${encodeURIComponent(texts[locale].shareText)}&url=${url}`,
        );
        expect(facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
        for (const link of [twitter, facebook]) {
          expect(link.getAttribute('rel')).toBe('noopener noreferrer');
          expect(link.getAttribute('target')).toBe('_blank');
        }
        expect(document.activeElement).toBe(twitter);
        // Nothing of X's or Facebook's is loaded until the guest chooses.
        expect(document.querySelector('iframe, script[src*="twitter"], script[src*="facebook"]')).toBeNull();
        expect(api.requests).toEqual(['GET /api/reviews']);
        await expectNoAxeViolations();

        // A native modal dialog: the browser keeps focus inside while it is open (docs/decisions.md 143).
        expect(isOpenModal(dialog)).toBe(true);

        await user.keyboard('{Escape}');
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(document.activeElement).toBe(shareButton);
      },
    );

    it('when Cancel is chosen, then the dialog closes and focus returns to Share', async () => {
      serveReviews();
      const { user } = await openPage('de');
      const shareButton = screen.getByRole('button', { name: texts.de.share });
      await user.click(shareButton);
      const dialog = await screen.findByRole('dialog', { name: texts.de.shareTitle });
      await user.click(within(dialog).getByRole('button', { name: texts.de.cancel }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(shareButton);
    });
  });

  describe('the feedback form', () => {
    it.each(['de', 'en'] as const)(
      'when opened in %s, then it has labelled fields, a rating of five named stars, the consent and the privacy note',
      async (locale) => {
        const api = serveReviews();
        const page = await openPage(locale);

        expect(within(page.main).getByRole('heading', { level: 2, name: texts[locale].feedbackTitle })).toBeTruthy();
        const group = within(page.form).getByRole('radiogroup', { name: new RegExp(`^${texts[locale].rating}`) });
        expect(group.tagName).toBe('FIELDSET');
        expect(
          within(group)
            .getAllByRole('radio')
            .map((radio) => radio.getAttribute('value')),
        ).toEqual(['1', '2', '3', '4', '5']);
        // Each star is named by its number and its word (ratingWords in the contracts).
        expect(texts[locale].options.map((name) => within(group).getByRole('radio', { name }).getAttribute('value'))).toEqual([
          '1',
          '2',
          '3',
          '4',
          '5',
        ]);
        expect(page.field('experience').tagName).toBe('TEXTAREA');
        expect(page.field('suggestions').tagName).toBe('TEXTAREA');
        expect(page.field('name').getAttribute('autocomplete')).toBe('name');
        expect(page.field('email').getAttribute('type')).toBe('email');
        expect(document.getElementById(page.field('email').getAttribute('aria-describedby')!)!.textContent).toBe(
          texts[locale].emailHint,
        );
        expect(page.consent().checked).toBe(false);
        const privacy = within(page.form).getByRole('link', {
          name: locale === 'de' ? 'Datenschutzerklärung' : 'privacy policy',
        });
        expect(privacy.getAttribute('href')).toBe(`/${locale}/legal?tab=privacy`);

        await page.user.click(page.radio(3));
        expect(page.radio(3).checked).toBe(true);
        expect(page.form.querySelectorAll('.reviews-rating-star.is-filled')).toHaveLength(3);
        // One group: choosing another star unchooses the first.
        await page.user.click(page.radio(4));
        expect(page.radio(3).checked).toBe(false);
        expect(page.form.querySelectorAll('.reviews-rating-star.is-filled')).toHaveLength(4);
        expect(api.requests).toEqual(['GET /api/reviews']);
        await expectNoAxeViolations();
      },
    );

    it.each(['de', 'en'] as const)(
      'when sent empty in %s, then each required field says so once, nothing is sent, and focus goes to the first',
      async (locale) => {
        const { posts } = serveReviews();
        const page = await openPage(locale);
        await page.submit();
        for (const message of texts[locale].required) expect(await screen.findAllByText(message)).toHaveLength(1);
        expect(posts).toHaveLength(0);
        await waitFor(() => expect(document.activeElement).toBe(page.field('name')));
        for (const name of ['name', 'email', 'experience'] as const) {
          expect(page.field(name).getAttribute('aria-invalid')).toBe('true');
          expect(page.field(name).getAttribute('aria-describedby')).toContain(`feedback-${name}-error`);
        }
        const group = within(page.form).getByRole('radiogroup');
        expect(group.getAttribute('aria-invalid')).toBe('true');
        expect(group.getAttribute('aria-describedby')).toBe('feedback-rating-error');
        expect(page.field('suggestions').getAttribute('aria-invalid')).toBeNull();
        expect(within(page.form).queryByRole('alert')).toBeNull();
        await expectNoAxeViolations();
      },
    );

    it.each(['de', 'en'] as const)(
      'when no rating is chosen in %s, then only the rating asks for one, focus goes to its first star, and choosing one clears it',
      async (locale) => {
        const { posts } = serveReviews();
        const page = await openPage(locale);
        await page.user.type(page.field('name'), valid.name);
        await page.user.type(page.field('email'), valid.email);
        await page.user.type(page.field('experience'), valid.experience);
        await page.submit();

        expect(await screen.findByText(texts[locale].required[2])).toBeTruthy();
        for (const message of [0, 1, 3].map((index) => texts[locale].required[index]!))
          expect(screen.queryByText(message)).toBeNull();
        expect(posts).toHaveLength(0);
        await waitFor(() => expect(document.activeElement).toBe(page.radio(1)));
        await expectNoAxeViolations();

        await page.user.click(page.radio(5));
        expect(screen.queryByText(texts[locale].required[2])).toBeNull();
        expect(within(page.form).getByRole('radiogroup').getAttribute('aria-invalid')).toBeNull();
      },
    );

    it.each(['de', 'en'] as const)(
      'when valid feedback with consent is sent in %s, then it posts the rating as a number, consent, no suggestions as null and the language, thanks the guest and resets',
      async (locale) => {
        const api = serveReviews();
        const page = await openPage(locale);
        await fillValid(page, { rating: 4, consent: true });
        await page.submit();

        const status = await within(page.form).findByRole('status');
        await waitFor(() => expect(status.textContent).toBe(`${texts[locale].success}${texts[locale].published}`));
        expect(api.posts).toHaveLength(1);
        const [post] = api.posts;
        expect(post!.method).toBe('POST');
        expect(post!.headers['accept-language']).toBe(locale);
        expect(post!.headers['content-type']).toBe('application/json');
        expect(post!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
        expect(post!.body).toEqual({
          name: valid.name,
          email: valid.email,
          rating: 4,
          experience: valid.experience,
          suggestions: null,
          consentToPublish: true,
          locale,
          website: '',
        });
        for (const name of ['name', 'email', 'experience', 'suggestions'] as const) expect(page.field(name).value).toBe('');
        expect(
          within(page.form)
            .getAllByRole('radio')
            .some((radio) => (radio as HTMLInputElement).checked),
        ).toBe(false);
        expect(page.consent().checked).toBe(false);
        expect(within(page.form).queryByRole('alert')).toBeNull();
        await expectNoAxeViolations();
      },
    );

    it('when valid feedback without consent but with suggestions is sent, then consent is false, the suggestions go along, and no publishing is promised', async () => {
      const api = serveReviews();
      const page = await openPage('de');
      await fillValid(page, { rating: 2, consent: false, suggestions: 'Mehr vegane Gerichte, bitte.' });
      await page.submit();

      expect(await within(page.form).findByText(texts.de.success)).toBeTruthy();
      expect(api.posts[0]!.body).toMatchObject({
        rating: 2,
        consentToPublish: false,
        suggestions: 'Mehr vegane Gerichte, bitte.',
        locale: 'de',
      });
      expect(screen.queryByText(texts.de.published)).toBeNull();
    });

    it('when the submit button is clicked twice while the first is on its way, then one feedback is sent, the button saying so', async () => {
      const gate = createGate();
      const api = serveReviews({
        feedback: [
          async () => {
            await gate.opened;
            return received();
          },
        ],
      });
      const page = await openPage('de');
      await fillValid(page);

      await page.user.dblClick(page.button());
      const sending = await within(page.form).findByRole('button', { name: texts.de.submitting });
      expect(sending.getAttribute('aria-disabled')).toBe('true');
      await page.user.click(sending);
      await expectNoAxeViolations();
      gate.open();

      expect(await within(page.form).findByText(texts.de.success)).toBeTruthy();
      expect(api.posts).toHaveLength(1);
      expect(page.button().getAttribute('aria-disabled')).toBeNull();
    });

    it.each(['de', 'en'] as const)(
      'when the server fails without a sentence in %s, then the fallback sentence is an alert and the form keeps its values',
      async (locale) => {
        serveReviews({ feedback: [() => HttpResponse.html('<html>Bad Gateway</html>', { status: 502 })] });
        const page = await openPage(locale);
        await fillValid(page, { rating: 5, consent: true });
        await page.submit();

        expect((await within(page.form).findByRole('alert')).textContent).toBe(texts[locale].error);
        expect(page.field('name').value).toBe(valid.name);
        expect(page.field('experience').value).toBe(valid.experience);
        expect(page.radio(5).checked).toBe(true);
        expect(page.consent().checked).toBe(true);
        expect(within(page.form).getByRole('status').textContent).toBe('');
        await expectNoAxeViolations();
      },
    );

    it('when the network fails, then the fallback sentence is shown; resending the same feedback uses the same key', async () => {
      const api = serveReviews({ feedback: [() => HttpResponse.error(), received] });
      const page = await openPage('en');
      await fillValid(page);
      await page.submit();
      expect((await within(page.form).findByRole('alert')).textContent).toBe(texts.en.error);
      await page.submit();
      expect(await within(page.form).findByText(texts.en.success)).toBeTruthy();
      expect(api.posts[0]!.headers['idempotency-key']).toBe(api.posts[1]!.headers['idempotency-key']);
    });

    it('when the server answers with its own sentence, then it is shown under the fallback sentence', async () => {
      serveReviews({ feedback: [() => apiError(429, 'Too many requests. Please wait a moment and try again.')] });
      const page = await openPage('en');
      await fillValid(page);
      await page.submit();
      const alert = await within(page.form).findByRole('alert');
      expect(within(alert).getByText(texts.en.error)).toBeTruthy();
      expect(within(alert).getByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
    });

    it('when the server names bad fields, then they are shown beside the fields, focus goes to the first, and the values stay', async () => {
      serveReviews({
        feedback: [
          () =>
            apiError(400, 'Bitte prüfen Sie die markierten Felder.', {
              email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
              experience: 'Bitte fassen Sie Ihren Text in weniger als 5000 Zeichen',
            }),
        ],
      });
      const page = await openPage('de');
      await fillValid(page);
      await page.submit();

      const alert = await within(page.form).findByRole('alert');
      expect(within(alert).getByText(texts.de.error)).toBeTruthy();
      expect(within(alert).getByText('Bitte prüfen Sie die markierten Felder.')).toBeTruthy();
      expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein').id).toBe('feedback-email-error');
      expect(screen.getByText('Bitte fassen Sie Ihren Text in weniger als 5000 Zeichen').id).toBe('feedback-experience-error');
      expect(page.field('email').getAttribute('aria-invalid')).toBe('true');
      expect(page.field('experience').getAttribute('aria-invalid')).toBe('true');
      await waitFor(() => expect(document.activeElement).toBe(page.field('email')));
      expect(page.field('name').value).toBe(valid.name);
      expect(page.field('email').value).toBe(valid.email);
      await expectNoAxeViolations();

      await page.user.type(page.field('email'), 'x');
      expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeNull();
    });

    it('when a keyboard user tabs through the form, then the honeypot is never reached and is hidden from the accessibility tree', async () => {
      const api = serveReviews();
      const page = await openPage('en');
      const honeypot = page.form.querySelector<HTMLInputElement>('input[name="website"]')!;
      expect(honeypot.tabIndex).toBe(-1);
      expect(honeypot.getAttribute('autocomplete')).toBe('off');
      expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
      expect(within(page.form).getAllByRole('textbox')).toEqual([
        page.field('name'),
        page.field('email'),
        page.field('experience'),
        page.field('suggestions'),
      ]);

      page.field('name').focus();
      const reached: Element[] = [];
      for (let step = 0; step < 6; step += 1) {
        await page.user.tab();
        reached.push(document.activeElement!);
      }
      expect(reached).not.toContain(honeypot);
      expect(reached[0]).toBe(page.field('email'));

      // A bot that fills it in is answered as anyone; its value travels as it is, and the server drops it.
      await fillValid(page);
      fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
      await page.submit();
      await within(page.form).findByText(texts.en.success);
      expect(api.posts[0]!.body).toMatchObject({ website: 'https://spam.example' });
    });

    it('when the language is switched with errors showing, then the errors follow the new language', async () => {
      serveReviews();
      const page = await openPage('de');
      await page.submit();
      expect(await screen.findByText('Bitte wählen Sie eine Bewertung von 1 bis 5')).toBeTruthy();
      await page.user.click(screen.getByRole('link', { name: 'EN' }));
      await waitFor(() => expect(page.currentPath()).toBe('/en/feedback'));
      expect(await screen.findByText('Please choose a rating from 1 to 5')).toBeTruthy();
    });
  });
});
