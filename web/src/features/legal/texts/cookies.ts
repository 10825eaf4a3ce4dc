import type { LegalText } from './legal-text';

/**
 * The cookie policy. The guest pages set no cookie and store nothing in the browser; only a signed-in staff
 * member gets the auth service's two session cookies and its device cookie (their names come from the contracts'
 * `adminCookies`).
 * The lifetimes are the auth service's defaults (ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS), and the
 * CSRF token is never a cookie (docs/decisions.md 20, 21 and 69).
 */
export const cookies: LegalText = {
  de: [
    {
      heading: 'Kurz gesagt',
      blocks: [
        {
          type: 'paragraph',
          text: 'Die Seiten für unsere Gäste setzen keine Cookies und speichern nichts in Ihrem Browser – weder Cookies noch Einträge im Local Storage, im Session Storage oder in einem anderen Speicher des Browsers.',
        },
        {
          type: 'paragraph',
          text: 'Deshalb zeigen wir Ihnen auch kein Cookie-Banner: Es gibt nichts, wofür wir Ihre Einwilligung bräuchten.',
        },
      ],
    },
    {
      heading: 'Wie die Website ohne Cookies auskommt',
      blocks: [
        {
          type: 'list',
          items: [
            'Ihre Sprache steht in der Adresse der Seite (/de oder /en), nicht in einem Cookie.',
            'Reservierungen, Buchungen, Nachrichten und Feedback senden Sie mit einem Formular ab – ohne Konto und ohne Anmeldung.',
            'Wir zählen keine Besuche und verwenden keine Analyse-, Werbe- oder Tracking-Dienste.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies für die Anmeldung unseres Teams',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nur Mitarbeitende, die sich im Verwaltungsbereich anmelden, erhalten drei Cookies. Sie sind für eine sichere Anmeldung unbedingt erforderlich und brauchen deshalb keine Einwilligung (§\u00a025 Abs. 2 Nr. 2 TDDDG).',
        },
        {
          type: 'paragraph',
          text: 'Alle drei Cookies sind für Skripte im Browser unzugänglich (HttpOnly), werden nur bei Anfragen von unserer eigenen Website mitgeschickt (SameSite=Strict) und über eine verschlüsselte Verbindung nur verschlüsselt übertragen (Secure). Die beiden Sitzungs-Cookies löschen wir bei der Abmeldung.',
        },
      ],
    },
    {
      heading: 'Cookie {accessCookie}',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Zweck',
              text: 'Enthält ein kurzlebiges, signiertes Zugangs-Token, mit dem der Browser bei jeder Anfrage die Anmeldung nachweist.',
            },
            { term: 'Gesendet an', text: 'Adressen unter {accessCookiePath}' },
            { term: 'Speicherdauer', text: '15 Minuten; danach holt der Browser mit dem zweiten Cookie ein neues.' },
          ],
        },
      ],
    },
    {
      heading: 'Cookie {refreshCookie}',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Zweck',
              text: 'Hält die Anmeldung aufrecht: Damit erhält der Browser ein neues Zugangs-Token, ohne dass Mitarbeitende sich erneut anmelden müssen. Jedes dieser Tokens gilt nur ein einziges Mal.',
            },
            { term: 'Gesendet an', text: 'Adressen unter {refreshCookiePath}' },
            {
              term: 'Speicherdauer',
              text: 'Bis zur Abmeldung; jede Erneuerung der Anmeldung setzt ihn auf 7 Tage. Gültig ist er höchstens 7 Tage nach der Anmeldung.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Cookie {deviceCookie}',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Zweck',
              text: 'Merkt sich, dass sich in diesem Browser schon einmal ein Konto angemeldet hat (eine zufällige, von uns signierte Kennung). Versuchen Fremde, das Passwort dieses Kontos zu erraten, muss eine Anmeldung aus diesem Browser deshalb nicht warten.',
            },
            { term: 'Gesendet an', text: 'Nur die Anmeldung unter {deviceCookiePath}' },
            { term: 'Speicherdauer', text: 'Ein Jahr; jede Anmeldung setzt ihn neu. Er bleibt nach der Abmeldung bestehen.' },
          ],
        },
      ],
    },
    {
      heading: 'Schutz vor gefälschten Anfragen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Änderungen im Verwaltungsbereich sind zusätzlich durch ein CSRF-Token geschützt. Dieses Token legen wir in keinem Cookie ab: Die geöffnete Verwaltungsseite hält es nur im Arbeitsspeicher und schickt es mit jeder Änderung mit. Wird der Tab geschlossen, ist es weg.',
        },
      ],
    },
    {
      heading: 'Cookies anderer Anbieter',
      blocks: [
        {
          type: 'paragraph',
          text: 'Keine. Wir binden keine Inhalte, Schriften, Karten oder Skripte anderer Anbieter ein. Folgen Sie einem Link zu einer anderen Website, etwa zu OpenStreetMap, Google oder Instagram, gelten dort die Cookie- und Datenschutzbestimmungen dieses Anbieters.',
        },
      ],
    },
    {
      heading: 'Cookies ansehen und löschen',
      blocks: [
        {
          type: 'paragraph',
          text: 'In den Einstellungen Ihres Browsers können Sie Cookies jederzeit ansehen, blockieren und löschen. Blockieren Sie Cookies, funktioniert die Website für Gäste vollständig weiter; nur die Anmeldung unseres Teams ist dann nicht möglich.',
        },
      ],
    },
    {
      heading: 'Fragen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Fragen zu Cookies beantworten wir gern unter {email}. Wie wir sonst mit Ihren Daten umgehen, lesen Sie in unserer {privacyPolicy}.',
        },
      ],
    },
  ],
  en: [
    {
      heading: 'In short',
      blocks: [
        {
          type: 'paragraph',
          text: 'The pages for our guests set no cookies and store nothing in your browser – no cookies, and no entries in local storage, session storage or any other browser storage.',
        },
        {
          type: 'paragraph',
          text: 'That is why we show you no cookie banner: there is nothing we would need your consent for.',
        },
      ],
    },
    {
      heading: 'How the website works without cookies',
      blocks: [
        {
          type: 'list',
          items: [
            'Your language is part of the page’s address (/de or /en), not a cookie.',
            'You send reservations, bookings, messages and feedback with a form – no account, no sign-in.',
            'We do not count visits and use no analytics, advertising or tracking services.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies for our team’s sign-in',
      blocks: [
        {
          type: 'paragraph',
          text: 'Only staff who sign in to the management area receive three cookies. They are strictly necessary for signing in securely and therefore need no consent (§\u00a025(2) no. 2 TDDDG, the German Telecommunications Digital Services Data Protection Act).',
        },
        {
          type: 'paragraph',
          text: 'All three cookies are out of reach of scripts in the browser (HttpOnly), are sent only with requests from our own website (SameSite=Strict) and, over an encrypted connection, are only ever sent encrypted (Secure). We delete the two session cookies when staff sign out.',
        },
      ],
    },
    {
      heading: 'Cookie {accessCookie}',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Purpose',
              text: 'Holds a short-lived, signed access token with which the browser proves the sign-in on every request.',
            },
            { term: 'Sent to', text: 'Addresses under {accessCookiePath}' },
            { term: 'Lifetime', text: '15 minutes; the browser then fetches a new one with the second cookie.' },
          ],
        },
      ],
    },
    {
      heading: 'Cookie {refreshCookie}',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Purpose',
              text: 'Keeps staff signed in: with it the browser receives a new access token without staff having to sign in again. Each of these tokens is valid only once.',
            },
            { term: 'Sent to', text: 'Addresses under {refreshCookiePath}' },
            {
              term: 'Lifetime',
              text: 'Until sign-out; each renewal of the sign-in sets it to 7 days. It is valid for at most 7 days after signing in.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Cookie {deviceCookie}',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Purpose',
              text: 'Remembers that an account has signed in on this browser before (a random id, signed by us). When strangers try to guess that account’s password, a sign-in from this browser therefore does not have to wait.',
            },
            { term: 'Sent to', text: 'Only the sign-in at {deviceCookiePath}' },
            { term: 'Lifetime', text: 'One year; each sign-in sets it anew. It stays after signing out.' },
          ],
        },
      ],
    },
    {
      heading: 'Protection against forged requests',
      blocks: [
        {
          type: 'paragraph',
          text: 'Changes in the management area are also protected by a CSRF token. We do not keep this token in a cookie: the open management page holds it in memory only and sends it with every change. When the tab is closed, it is gone.',
        },
      ],
    },
    {
      heading: 'Third-party cookies',
      blocks: [
        {
          type: 'paragraph',
          text: 'None. We embed no content, fonts, maps or scripts from other providers. If you follow a link to another website, such as OpenStreetMap, Google or Instagram, that provider’s cookie and privacy terms apply there.',
        },
      ],
    },
    {
      heading: 'Viewing and deleting cookies',
      blocks: [
        {
          type: 'paragraph',
          text: 'You can view, block and delete cookies in your browser’s settings at any time. If you block cookies, the website keeps working fully for guests; only our team cannot sign in.',
        },
      ],
    },
    {
      heading: 'Questions',
      blocks: [
        {
          type: 'paragraph',
          text: 'We are glad to answer questions about cookies at {email}. How we handle your data otherwise is described in our {privacyPolicy}.',
        },
      ],
    },
  ],
};
