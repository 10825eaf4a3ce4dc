import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * What happens to the guest's data, under each public form, linking to the privacy tab of the legal page
 * (docs/decisions.md 75). Its text comes from privacy-note-messages.ts, which the form's route must load.
 */
export function PrivacyNote() {
  const { locale } = useIntl();
  return (
    <p className="privacy-note">
      <FormattedMessage
        id="privacyNote.text"
        values={{
          link: (text: ReactNode) => <Link to={paths.legal.getTabHref(locale, 'privacy')}>{text}</Link>,
        }}
      />
    </p>
  );
}
