import { cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../src/app/providers';

// An English catalogue that lags behind German: only the hero title is translated.
vi.mock('../src/i18n/messages/en', () => ({ en: { 'home.hero.title': 'Welcome to {name}' } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('message fallback (spec section 8)', () => {
  it('when a key is missing in English, then the German text is shown', () => {
    render(
      <LocaleProvider locale="en">
        <p>
          <FormattedMessage id="home.hero.title" values={{ name: 'X' }} />
        </p>
        <p>
          <FormattedMessage id="home.hero.viewMenu" />
        </p>
      </LocaleProvider>,
    );

    expect(screen.getByText('Welcome to X')).toBeTruthy();
    expect(screen.getByText('Speisekarte Ansehen')).toBeTruthy();
  });

  it('when a key is missing in both catalogues, then the key itself is shown without a console error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    render(
      <LocaleProvider locale="en">
        <p>
          {/* @ts-expect-error: the id is deliberately not in any catalogue. */}
          <FormattedMessage id="nowhere.to.be.found" />
        </p>
      </LocaleProvider>,
    );

    expect(screen.getByText('nowhere.to.be.found')).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
