import { FormattedMessage } from 'react-intl';

/**
 * A guest's phone and e-mail, each a tap away (call, write); a booking taken by phone may have no e-mail, and one
 * erased at its guest's request has neither (docs/decisions.md 116): no link then to call nobody.
 */
export function ContactLinks({ phone, email }: { phone: string; email: string | null }) {
  return (
    <span className="admin-contact">
      {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}
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
