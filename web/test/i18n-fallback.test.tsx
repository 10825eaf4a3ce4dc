import { cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../src/app/providers';
import { PageMessages } from '../src/i18n/page-messages';
import laggingCatalogue from './support/lagging-messages?icu';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const catalogues = [laggingCatalogue];

describe('message fallback', () => {
  it('when a key is missing in English, then the German text is shown, compiled like every other', () => {
    render(
      <LocaleProvider locale="en">
        <PageMessages catalogues={catalogues}>
          <p>
            <FormattedMessage id="menu.title" />
          </p>
          <p>
            <FormattedMessage id="menu.lead" values={{ count: 40 }} />
          </p>
          <p>
            <FormattedMessage id="nav.contact" />
          </p>
        </PageMessages>
      </LocaleProvider>,
    );

    expect(screen.getByText('Our menu')).toBeTruthy();
    expect(screen.getByText('Hausgemachte Pasta und 40 Weine')).toBeTruthy();
    // The shell's own English stays under a page's texts.
    expect(screen.getByText('Contact')).toBeTruthy();
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
