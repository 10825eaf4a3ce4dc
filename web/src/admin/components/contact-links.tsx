import { FormattedMessage } from 'react-intl';

/** A guest's phone and e-mail, each a tap away (call, write); a booking taken by phone may have no e-mail. */
export function ContactLinks({ phone, email }: { phone: string; email: string | null }) {
  return (
    <span className="admin-contact">
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      {email ? (
        <a href={`mailto:${email}`}>{email}</a>
      ) : (
        <span className="admin-muted">
          <FormattedMessage id="admin.contact.noEmail" />
        </span>
      )}
    </span>
  );
}
