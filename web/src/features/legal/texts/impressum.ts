import type { LegalText } from './legal-text';

/** The Impressum (legal notice) German law requires of a commercial website (§ 5 DDG, § 18 Abs. 2 MStV). */
export const impressum: LegalText = {
  de: [
    {
      heading: 'Angaben gemäß §\u00a05 DDG',
      blocks: [
        { type: 'address', lines: ['{company}', '{street}', '{postalCode} {city}', '{country}'] },
        { type: 'paragraph', text: 'Unter dieser Anschrift betreiben wir das Restaurant {restaurant}.' },
      ],
    },
    {
      heading: 'Vertreten durch',
      blocks: [{ type: 'paragraph', text: '{representative} (Geschäftsführerin)' }],
    },
    {
      heading: 'Kontakt',
      blocks: [
        {
          type: 'facts',
          items: [
            { term: 'Telefon', text: '{phone}' },
            { term: 'E-Mail', text: '{email}' },
          ],
        },
      ],
    },
    {
      heading: 'Registereintrag',
      shownWith: 'register',
      blocks: [{ type: 'paragraph', text: '{register}' }],
    },
    {
      heading: 'Umsatzsteuer-Identifikationsnummer',
      shownWith: 'vatId',
      blocks: [{ type: 'paragraph', text: 'Umsatzsteuer-Identifikationsnummer gemäß §\u00a027a Umsatzsteuergesetz: {vatId}' }],
    },
    {
      heading: 'Zuständige Aufsichtsbehörde',
      shownWith: 'supervisoryAuthority',
      blocks: [{ type: 'paragraph', text: '{supervisoryAuthority}' }],
    },
    {
      heading: 'Verantwortlich für den Inhalt nach §\u00a018 Abs. 2 MStV',
      blocks: [{ type: 'address', lines: ['{representative}', '{company}', '{street}', '{postalCode} {city}'] }],
    },
    {
      heading: 'Verbraucherstreitbeilegung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir sind nicht verpflichtet und nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        },
        {
          type: 'paragraph',
          text: 'Die Plattform der EU-Kommission zur Online-Streitbeilegung wurde am 20. Juli 2025 eingestellt; auf sie verweisen wir deshalb nicht mehr. Sind Sie mit etwas nicht zufrieden, sprechen Sie uns bitte direkt an – im Restaurant, unter {phone} oder per E-Mail an {email}. Wir finden gern gemeinsam eine Lösung.',
        },
      ],
    },
    {
      heading: 'Haftung für Inhalte',
      blocks: [
        {
          type: 'paragraph',
          text: 'Für die eigenen Inhalte dieser Website sind wir nach den allgemeinen Gesetzen verantwortlich. Wir erstellen sie sorgfältig und halten Speisekarte, Veranstaltungen und Öffnungszeiten aktuell. Verbindlich für eine Reservierung oder Buchung ist die Bestätigung, die Sie von uns per E-Mail erhalten.',
        },
        {
          type: 'paragraph',
          text: 'Bewertungen auf unserer Feedback-Seite geben die Meinung der Gäste wieder, die sie geschrieben haben. Wir veröffentlichen sie nur mit deren Einwilligung und nachdem wir sie gelesen haben; einen Beitrag, der gegen Gesetze verstößt, entfernen wir, sobald wir davon erfahren.',
        },
      ],
    },
    {
      heading: 'Haftung für Links',
      blocks: [
        {
          type: 'paragraph',
          text: 'Unsere Website verlinkt auf Websites anderer Anbieter, etwa auf OpenStreetMap für den Weg zu uns, auf unsere Bewertungen bei Google und auf unser Instagram-Profil. Auf die Inhalte dieser Seiten haben wir keinen Einfluss; für sie ist allein ihr jeweiliger Anbieter verantwortlich. Als wir die Links gesetzt haben, waren dort keine Rechtsverstöße erkennbar. Erfahren wir von einer Rechtsverletzung, entfernen wir den betreffenden Link umgehend.',
        },
      ],
    },
    {
      heading: 'Urheberrecht',
      blocks: [
        {
          type: 'paragraph',
          text: 'Texte, Fotos und Illustrationen dieser Website sind urheberrechtlich geschützt. Wenn Sie etwas davon verwenden möchten, etwa für einen Artikel über uns, fragen Sie uns bitte vorher unter {email}.',
        },
      ],
    },
  ],
  en: [
    {
      heading: 'Information under §\u00a05 DDG (German Digital Services Act)',
      blocks: [
        { type: 'address', lines: ['{company}', '{street}', '{postalCode} {city}', '{country}'] },
        { type: 'paragraph', text: 'At this address we run the restaurant {restaurant}.' },
      ],
    },
    {
      heading: 'Represented by',
      blocks: [{ type: 'paragraph', text: '{representative} (Managing Director)' }],
    },
    {
      heading: 'Contact',
      blocks: [
        {
          type: 'facts',
          items: [
            { term: 'Phone', text: '{phone}' },
            { term: 'E-mail', text: '{email}' },
          ],
        },
      ],
    },
    {
      heading: 'Commercial register',
      shownWith: 'register',
      blocks: [{ type: 'paragraph', text: '{register}' }],
    },
    {
      heading: 'VAT identification number',
      shownWith: 'vatId',
      blocks: [{ type: 'paragraph', text: 'VAT identification number under §\u00a027a of the German VAT Act: {vatId}' }],
    },
    {
      heading: 'Supervisory authority',
      shownWith: 'supervisoryAuthority',
      blocks: [{ type: 'paragraph', text: '{supervisoryAuthority}' }],
    },
    {
      heading: 'Responsible for the content under §\u00a018(2) MStV (German Interstate Media Treaty)',
      blocks: [{ type: 'address', lines: ['{representative}', '{company}', '{street}', '{postalCode} {city}'] }],
    },
    {
      heading: 'Consumer dispute resolution',
      blocks: [
        {
          type: 'paragraph',
          text: 'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
        },
        {
          type: 'paragraph',
          text: 'The European Commission’s online dispute resolution platform was shut down on 20 July 2025, so we no longer refer to it. If something was not to your liking, please talk to us directly – at the restaurant, on {phone} or by e-mail to {email}. We will gladly find a solution together.',
        },
      ],
    },
    {
      heading: 'Liability for content',
      blocks: [
        {
          type: 'paragraph',
          text: 'We are responsible for our own content on this website under the general laws. We prepare it with care and keep the menu, events and opening hours up to date. What is binding for a reservation or booking is the confirmation you receive from us by e-mail.',
        },
        {
          type: 'paragraph',
          text: 'Reviews on our feedback page express the opinion of the guests who wrote them. We publish them only with their consent and after we have read them; if a review breaks the law, we remove it as soon as we learn of it.',
        },
      ],
    },
    {
      heading: 'Liability for links',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our website links to websites of other providers, such as OpenStreetMap for directions, our reviews on Google and our Instagram profile. We have no influence on the content of those pages; their providers alone are responsible for it. When we set the links, no legal violations were apparent there. If we learn of a violation, we remove the link in question without delay.',
        },
      ],
    },
    {
      heading: 'Copyright',
      blocks: [
        {
          type: 'paragraph',
          text: 'The texts, photos and illustrations on this website are protected by copyright. If you would like to use any of them, for example for an article about us, please ask us first at {email}.',
        },
      ],
    },
  ],
};
