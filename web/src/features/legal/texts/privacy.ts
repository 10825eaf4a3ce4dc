import type { LegalText } from './legal-text';

/**
 * The privacy policy (GDPR, Art. 13). The retention periods are the ones the services' scheduled jobs apply
 * (docs/decisions.md 46 and 60): reservations and event bookings 2 years, contact messages and feedback 1 year,
 * stored IP addresses 7 days. A change to those jobs must change this text too.
 */
export const privacy: LegalText = {
  de: [
    {
      heading: 'Auf einen Blick',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir verarbeiten Ihre Daten nur, soweit wir sie brauchen, um Ihre Reservierung, Buchung oder Nachricht zu bearbeiten und diese Website sicher zu betreiben. Wir setzen keine Analyse- oder Tracking-Werkzeuge ein, laden keine Inhalte anderer Anbieter und setzen auf den Seiten für Gäste keine Cookies. Ihre Daten verkaufen wir nicht, und wir nutzen sie nicht für Werbung.',
        },
      ],
    },
    {
      heading: 'Verantwortlicher',
      blocks: [
        { type: 'paragraph', text: 'Verantwortlich für die Verarbeitung Ihrer Daten auf dieser Website ist:' },
        { type: 'address', lines: ['{company}', '{street}', '{postalCode} {city}', '{country}'] },
        {
          type: 'facts',
          items: [
            { term: 'Vertreten durch', text: '{representative} (Geschäftsführerin)' },
            { term: 'Telefon', text: '{phone}' },
            { term: 'E-Mail', text: '{email}' },
          ],
        },
        {
          type: 'paragraph',
          text: 'Für alle Fragen zum Datenschutz erreichen Sie uns unter dieser E-Mail-Adresse.',
        },
      ],
    },
    {
      heading: 'Aufruf der Website und Server-Protokolle',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wenn Sie unsere Website aufrufen, verarbeitet unser Server Daten, die Ihr Browser bei jedem Aufruf technisch bedingt übermittelt.',
        },
        {
          type: 'facts',
          items: [
            {
              term: 'Daten',
              text: 'Ihre IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse, die zuvor besuchte Seite, die übertragene Datenmenge, der Statuscode sowie Angaben zu Browser und Betriebssystem.',
            },
            {
              term: 'Zweck',
              text: 'Die Seiten an Ihren Browser ausliefern, Fehler finden und Angriffe auf unsere Website erkennen und abwehren.',
            },
            {
              term: 'Rechtsgrundlage',
              text: 'Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse ist ein sicherer und störungsfreier Betrieb der Website.',
            },
            {
              term: 'Speicherdauer',
              text: 'Unser Webserver schreibt Ihre IP-Adresse nur gekürzt in sein Zugriffsprotokoll (ohne ihren letzten Teil), sodass sie nicht mehr auf Sie verweist; nur wenn eine Anfrage scheitert, kann sein Fehlerprotokoll sie vollständig enthalten. Mit einer Nachricht oder einem Feedback speichern wir sie vollständig und entfernen sie dort nach 7 Tagen.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Damit niemand unsere Formulare massenhaft absenden kann, zählt unser Server außerdem, wie viele Formulare in einer Minute von derselben IP-Adresse kommen, und weist zu viele ab. Diese Zählung liegt nur im Arbeitsspeicher und wird nach Ablauf der Minute verworfen. Auch hier ist die Rechtsgrundlage Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist der Schutz vor Missbrauch.',
        },
      ],
    },
    {
      heading: 'Tischreservierungen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wenn Sie einen Tisch reservieren – über unser Formular, per Telefon oder per E-Mail –, verarbeiten wir Folgendes:',
        },
        {
          type: 'facts',
          items: [
            {
              term: 'Daten',
              text: 'Name, E-Mail-Adresse, Telefonnummer, Datum, Uhrzeit, Personenzahl, Ihre besonderen Wünsche (falls angegeben) und die Sprache, in der wir Ihnen schreiben.',
            },
            {
              term: 'Zweck',
              text: 'Ihre Reservierung prüfen, bestätigen und durchführen, Sie per E-Mail über ihren Stand informieren und Sie bei Rückfragen oder Änderungen erreichen.',
            },
            { term: 'Rechtsgrundlage', text: 'Art. 6 Abs. 1 lit. b DSGVO (Vertrag und vorvertragliche Maßnahmen).' },
            { term: 'Speicherdauer', text: 'Wir löschen die Reservierung automatisch 2 Jahre nach dem reservierten Tag.' },
          ],
        },
        {
          type: 'paragraph',
          text: 'Nennen Sie uns in Ihren besonderen Wünschen Allergien oder Unverträglichkeiten, sind das Gesundheitsdaten. Wir verwenden sie nur, um Ihre Speisen entsprechend zuzubereiten. Rechtsgrundlage ist dann Ihre ausdrückliche Einwilligung (Art. 9 Abs. 2 lit. a DSGVO), die Sie mit der Angabe geben und jederzeit widerrufen können.',
        },
      ],
    },
    {
      heading: 'Ihr Gästeprofil',
      blocks: [
        {
          type: 'paragraph',
          text: 'Damit wir Sie beim nächsten Besuch wiedererkennen, führen wir zu Ihren Buchungen ein Gästeprofil, das wir über Ihre E-Mail-Adresse oder Telefonnummer zuordnen.',
        },
        {
          type: 'facts',
          items: [
            {
              term: 'Daten',
              text: 'Name, E-Mail-Adresse, Telefonnummer, Ihre bisherigen und kommenden Buchungen (daraus: Zahl der Besuche, Stornierungen und Nichterscheinen), Notizen und Schlagwörter unseres Teams (etwa „Stammgast“) sowie Wünsche und Allergien – diese nur, wenn Sie beim Buchen das Kästchen „merken“ angekreuzt haben.',
            },
            {
              term: 'Zweck',
              text: 'Sie als Gast persönlich empfangen, Ihre Wünsche und Allergien bei jedem Besuch berücksichtigen, und bei mehrfachem Nichterscheinen eine Online-Anfrage erst nach einem Anruf bestätigen.',
            },
            {
              term: 'Rechtsgrundlage',
              text: 'Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse an einer guten Bewirtung und verlässlichen Reservierungen); für gemerkte Allergien Ihre ausdrückliche Einwilligung (Art. 9 Abs. 2 lit. a DSGVO), die Sie jederzeit widerrufen können – wir vergessen sie dann.',
            },
            {
              term: 'Speicherdauer',
              text: 'Wir löschen das Profil automatisch, wenn Sie {profileMonths} Monate lang nicht bei uns gebucht haben. Es ist Teil der Auskunft über Ihre Daten und wird mit einer Löschung Ihrer Daten vollständig gelöscht.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Anzahlungen per Überweisung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Bitten wir um eine Anzahlung, verarbeiten wir ihren Betrag, ihre Frist und ihren Stand (offen, eingegangen, erstattet). Ihre Überweisung selbst sehen nur wir auf unserem Bankkonto; die Website erhält keine Bank- oder Kontodaten von Ihnen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO; die Angaben werden mit der Reservierung gelöscht, soweit nicht steuerliche Aufbewahrungspflichten (Art. 6 Abs. 1 lit. c DSGVO) länger gelten.',
        },
      ],
    },
    {
      heading: 'Veranstaltungsbuchungen',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Daten',
              text: 'Name, E-Mail-Adresse, Telefonnummer, Personenzahl, Ihre besonderen Wünsche (falls angegeben), die gebuchte Veranstaltung mit Datum und Gesamtpreis sowie die Sprache, in der wir Ihnen schreiben.',
            },
            {
              term: 'Zweck',
              text: 'Plätze für Sie zurückhalten, Ihre Buchung bestätigen und durchführen und Sie informieren – auch dann, wenn eine Veranstaltung abgesagt werden muss.',
            },
            { term: 'Rechtsgrundlage', text: 'Art. 6 Abs. 1 lit. b DSGVO (Vertrag und vorvertragliche Maßnahmen).' },
            { term: 'Speicherdauer', text: 'Wir löschen die Buchung automatisch 2 Jahre nach dem Tag der Veranstaltung.' },
          ],
        },
        {
          type: 'paragraph',
          text: 'Auf der Seite einer Veranstaltung zeigen wir nur, wie viele Plätze gebucht sind – nie Namen oder Initialen anderer Gäste.',
        },
      ],
    },
    {
      heading: 'Kontaktformular',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Daten',
              text: 'Name, E-Mail-Adresse, Betreff, Ihre Nachricht, Ihre Sprache und die IP-Adresse, von der sie kam.',
            },
            {
              term: 'Zweck',
              text: 'Ihre Nachricht beantworten; die IP-Adresse, um missbräuchliche Nachrichten erkennen und abwehren zu können.',
            },
            {
              term: 'Rechtsgrundlage',
              text: 'Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Nachricht eine Reservierung, Buchung oder einen Besuch bei uns betrifft; sonst Art. 6 Abs. 1 lit. f DSGVO – unser berechtigtes Interesse ist, Ihre Anfrage zu beantworten. Für die IP-Adresse Art. 6 Abs. 1 lit. f DSGVO (Schutz vor Missbrauch).',
            },
            {
              term: 'Speicherdauer',
              text: 'Wir löschen Ihre Nachricht automatisch 1 Jahr nach ihrem Eingang. Die IP-Adresse entfernen wir schon nach 7 Tagen.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Schreiben Sie uns direkt per E-Mail, verwenden wir Ihre Angaben ebenso nur, um Ihnen zu antworten.',
        },
      ],
    },
    {
      heading: 'Feedback und Bewertungen',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Daten',
              text: 'Name, E-Mail-Adresse, Ihre Bewertung (1 bis 5 Sterne), Ihr Text über Ihren Besuch, Ihre Verbesserungsvorschläge (falls angegeben), ob Sie der Veröffentlichung zustimmen, Ihre Sprache und die IP-Adresse, von der das Feedback kam.',
            },
            {
              term: 'Zweck',
              text: 'Aus Ihrem Feedback lernen und besser werden; mit Ihrer Zustimmung Ihre Bewertung auf unserer Website zeigen; die IP-Adresse, um Missbrauch zu erkennen.',
            },
            {
              term: 'Rechtsgrundlage',
              text: 'Für die Auswertung Art. 6 Abs. 1 lit. f DSGVO – unser berechtigtes Interesse ist, unser Angebot zu verbessern. Für die Veröffentlichung Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO.',
            },
            {
              term: 'Speicherdauer',
              text: 'Wir löschen Ihr Feedback automatisch 1 Jahr nach seinem Eingang; damit verschwindet es auch von der Website. Die IP-Adresse entfernen wir schon nach 7 Tagen.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Veröffentlicht wird Ihre Bewertung nur, wenn Sie dem ausdrücklich zugestimmt haben und wir sie freigegeben haben – mit Ihrem Vornamen und dem Anfangsbuchstaben Ihres Nachnamens (etwa „Anna S.“), den Sternen, Ihrem Text über Ihren Besuch und dem Datum. E-Mail-Adresse und Verbesserungsvorschläge veröffentlichen wir nie. Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen; eine E-Mail an {email} genügt, und wir nehmen Ihre Bewertung von der Website.',
        },
        {
          type: 'paragraph',
          text: 'Ist unsere Website dafür eingerichtet, zeigen wir außerdem Bewertungen, die Gäste bei Google über uns geschrieben haben. Diese ruft unser Server bei Google ab; Ihr Browser nimmt dabei keine Verbindung zu Google auf, und Google erfährt nichts über Ihren Besuch.',
        },
      ],
    },
    {
      heading: 'E-Mails, die wir Ihnen senden',
      blocks: [
        {
          type: 'paragraph',
          text: 'Zu Ihrer Reservierung oder Buchung schreiben wir Ihnen: dass Ihre Anfrage eingegangen ist, dass sie bestätigt ist (mit einem Kalendereintrag im Anhang) und, falls es dazu kommt, dass sie storniert wurde oder eine Veranstaltung ausfällt. Über neue Anfragen, Buchungen und Nachrichten informieren wir außerdem unser Team per E-Mail. Newsletter oder Werbung senden wir Ihnen nicht.',
        },
        {
          type: 'facts',
          items: [
            { term: 'Rechtsgrundlage', text: 'Art. 6 Abs. 1 lit. b DSGVO.' },
            { term: 'Versand', text: 'Über unseren E-Mail-Anbieter: {mailProvider}' },
            {
              term: 'Speicherdauer',
              text: 'Die Aufträge, aus denen unser System diese E-Mails erstellt, löschen wir 7 Tage nach dem Versand. Die Reservierung oder Buchung selbst bleibt so lange gespeichert, wie oben angegeben.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Konten unseres Teams',
      blocks: [
        {
          type: 'paragraph',
          text: 'Der Vollständigkeit halber: Unsere Mitarbeitenden melden sich in einem geschützten Bereich an, um Reservierungen, Buchungen und Inhalte zu verwalten. Dafür speichern wir ihren Vornamen, ihre E-Mail-Adresse, ihren Benutzernamen und ihr Passwort – nur als sicheren Hash, nie im Klartext. Zu jeder Anmeldung speichern wir Zeitpunkt, Browser und IP-Adresse, damit Mitarbeitende ihre Anmeldungen sehen und beenden können. Diese Angaben bleiben gespeichert, solange das Konto besteht. Fehlgeschlagene Anmeldeversuche halten wir mit der IP-Adresse fest (auch im Protokoll des Anmeldedienstes) und, wenn sich in dem Browser schon einmal jemand angemeldet hat, mit der Kennung seines Geräte-Cookies, um das Erraten von Passwörtern zu verhindern; in der Datenbank werden sie bei der nächsten erfolgreichen Anmeldung gelöscht, sobald sie einen Tag alt sind. Für die Anmeldung setzen wir technisch notwendige Cookies; welche das sind, steht in unserer {cookiePolicy}. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und f DSGVO.',
        },
      ],
    },
    {
      heading: 'Empfänger und Auftragsverarbeiter',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ihre Daten sehen nur die Mitarbeitenden, die sie für Ihre Reservierung, Buchung oder Nachricht brauchen. Für den Betrieb der Website arbeiten wir mit Dienstleistern, die Ihre Daten nur nach unserer Weisung verarbeiten und mit denen wir einen Vertrag nach Art. 28 DSGVO geschlossen haben:',
        },
        {
          type: 'facts',
          items: [
            { term: 'E-Mail-Versand', text: '{mailProvider}' },
            { term: 'Hosting', text: '{hostingProvider}' },
          ],
        },
        {
          type: 'paragraph',
          text: 'Darüber hinaus geben wir Ihre Daten nur weiter, wenn ein Gesetz uns dazu verpflichtet. Verarbeitet ein Dienstleister Daten außerhalb der EU und des EWR, geschieht das nur mit geeigneten Garantien nach Art. 44 ff. DSGVO, etwa den Standardvertragsklauseln der EU-Kommission.',
        },
      ],
    },
    {
      heading: 'Keine Analyse, kein Tracking, keine fremden Inhalte',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir verwenden keine Analyse- oder Statistikdienste, keine Werbe- oder Tracking-Techniken und keine Social-Media-Plugins. Schriften, Bilder und Skripte kommen ausschließlich von unserem eigenen Server. Der Kartenlink, unsere Google-Bewertungen, Instagram und die Teilen-Schaltflächen sind einfache Links: Erst wenn Sie einem davon folgen, verbindet sich Ihr Browser mit dem jeweiligen Anbieter, und es gilt dessen Datenschutzerklärung.',
        },
        {
          type: 'list',
          items: [
            'OpenStreetMap (OpenStreetMap Foundation): {osmPrivacy}',
            'Google (Google Ireland Limited): {googlePrivacy}',
            'Instagram (Meta Platforms Ireland Limited): {instagramPrivacy}',
            'Facebook (Meta Platforms Ireland Limited): {facebookPrivacy}',
            'X: {xPrivacy}',
          ],
        },
      ],
    },
    {
      heading: 'Cookies und Speicher im Browser',
      blocks: [
        {
          type: 'paragraph',
          text: 'Die Seiten für Gäste setzen keine Cookies und speichern nichts in Ihrem Browser, auch nicht im Local Storage. Einzelheiten finden Sie in unserer {cookiePolicy}.',
        },
      ],
    },
    {
      heading: 'Müssen Sie uns Daten geben?',
      blocks: [
        {
          type: 'paragraph',
          text: 'Name, E-Mail-Adresse und Telefonnummer brauchen wir, um eine Reservierung oder Buchung über die Website anzunehmen; ohne sie können wir das nicht. Reservieren Sie telefonisch, genügen uns Name und Telefonnummer – eine Bestätigung per E-Mail erhalten Sie dann nur, wenn Sie uns Ihre Adresse nennen. Besondere Wünsche und Verbesserungsvorschläge sind freiwillig, ebenso die Veröffentlichung Ihrer Bewertung.',
        },
      ],
    },
    {
      heading: 'Ihre Rechte',
      blocks: [
        { type: 'paragraph', text: 'Sie haben gegenüber uns jederzeit das Recht auf:' },
        {
          type: 'list',
          items: [
            'Auskunft über die Daten, die wir über Sie gespeichert haben (Art. 15 DSGVO),',
            'Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
            'Löschung Ihrer Daten (Art. 17 DSGVO),',
            'Einschränkung der Verarbeitung (Art. 18 DSGVO),',
            'Datenübertragbarkeit – Sie erhalten Ihre Daten in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO),',
            'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO),',
            'Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO); was bis dahin geschehen ist, bleibt rechtmäßig.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Widerspruchsrecht: Verarbeiten wir Daten auf Grundlage unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO), können Sie dem aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten diese Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen überwiegen, oder wir brauchen sie, um Rechtsansprüche geltend zu machen oder abzuwehren.',
        },
      ],
    },
    {
      heading: 'So machen Sie Ihre Rechte geltend',
      blocks: [
        {
          type: 'paragraph',
          text: 'Am schnellsten geht es mit dem Formular unten auf dieser Seite: Sie erhalten an Ihre E-Mail-Adresse einen Link, über den Sie alle Daten zu dieser Adresse sehen, als Datei herunterladen und löschen lassen können. Bei der Löschung bewahren wir von Buchungen nur ohne Ihren Namen auf, was unsere Buchführung verlangt (Tag, Personenzahl, Betrag).',
        },
        {
          type: 'paragraph',
          text: 'Ebenso genügt eine formlose E-Mail an {email}; Sie können uns auch an die oben genannte Anschrift schreiben. Damit wir Auskunft nur der richtigen Person geben, schreiben Sie uns bitte von der E-Mail-Adresse, die Sie bei Ihrer Reservierung, Buchung oder Nachricht angegeben haben, oder nennen Sie uns deren Datum. Wir antworten Ihnen unverzüglich, spätestens innerhalb eines Monats, und kostenlos.',
        },
      ],
    },
    {
      heading: 'Beschwerde bei einer Aufsichtsbehörde',
      blocks: [
        {
          type: 'paragraph',
          text: 'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), etwa in dem Land, in dem Sie wohnen oder arbeiten. Für uns zuständig ist:',
        },
        {
          type: 'address',
          lines: [
            'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
            'Alt-Moabit 59–61',
            '10555 Berlin',
            '{authority}',
          ],
        },
      ],
    },
    {
      heading: 'Keine automatisierte Entscheidung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir treffen keine Entscheidungen, die ausschließlich auf automatisierter Verarbeitung beruhen, und erstellen keine Profile (Art. 22 DSGVO). Das System prüft nur, ob zur gewünschten Zeit noch Plätze frei sind; über Ihre Reservierung oder Buchung entscheidet unser Team.',
        },
      ],
    },
    {
      heading: 'Änderungen dieser Datenschutzerklärung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir passen diese Datenschutzerklärung an, wenn sich unsere Website, unsere Abläufe oder die Rechtslage ändern. Es gilt die jeweils hier veröffentlichte Fassung.',
        },
      ],
    },
  ],
  en: [
    {
      heading: 'At a glance',
      blocks: [
        {
          type: 'paragraph',
          text: 'We process your data only as far as we need it to handle your reservation, booking or message and to run this website securely. We use no analytics or tracking tools, load no content from other providers and set no cookies on the pages for guests. We do not sell your data, and we do not use it for advertising.',
        },
      ],
    },
    {
      heading: 'Controller',
      blocks: [
        { type: 'paragraph', text: 'The controller responsible for processing your data on this website is:' },
        { type: 'address', lines: ['{company}', '{street}', '{postalCode} {city}', '{country}'] },
        {
          type: 'facts',
          items: [
            { term: 'Represented by', text: '{representative} (Managing Director)' },
            { term: 'Phone', text: '{phone}' },
            { term: 'E-mail', text: '{email}' },
          ],
        },
        { type: 'paragraph', text: 'You can reach us at this e-mail address with any question about data protection.' },
      ],
    },
    {
      heading: 'Visiting the website and server logs',
      blocks: [
        {
          type: 'paragraph',
          text: 'When you visit our website, our server processes data that your browser sends with every request for technical reasons.',
        },
        {
          type: 'facts',
          items: [
            {
              term: 'Data',
              text: 'Your IP address, date and time, the address requested, the page you came from, the amount of data transferred, the status code and details of your browser and operating system.',
            },
            {
              term: 'Purpose',
              text: 'Delivering the pages to your browser, finding faults, and detecting and fending off attacks on our website.',
            },
            {
              term: 'Legal basis',
              text: 'Art. 6(1)(f) GDPR. Our legitimate interest is running the website securely and without disruption.',
            },
            {
              term: 'Retention',
              text: 'Our web server writes your IP address to its access log only shortened (without its last part), so it no longer points to you; only when a request fails may its error log hold it in full. With a message or feedback we store it in full and remove it there after 7 days.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'So that nobody can flood our forms, our server also counts how many forms arrive from the same IP address within a minute and turns away too many. This count is kept in memory only and discarded when the minute is over. The legal basis is again Art. 6(1)(f) GDPR; our legitimate interest is protection against misuse.',
        },
      ],
    },
    {
      heading: 'Table reservations',
      blocks: [
        {
          type: 'paragraph',
          text: 'When you reserve a table – using our form, by phone or by e-mail – we process the following:',
        },
        {
          type: 'facts',
          items: [
            {
              term: 'Data',
              text: 'Name, e-mail address, phone number, date, time, number of guests, your special requests (if any) and the language we write to you in.',
            },
            {
              term: 'Purpose',
              text: 'Checking, confirming and honouring your reservation, keeping you informed of its status by e-mail and reaching you if there are questions or changes.',
            },
            { term: 'Legal basis', text: 'Art. 6(1)(b) GDPR (contract and steps prior to entering into a contract).' },
            { term: 'Retention', text: 'We delete the reservation automatically 2 years after the day it was for.' },
          ],
        },
        {
          type: 'paragraph',
          text: 'If you tell us about allergies or intolerances in your special requests, that is health data. We use it only to prepare your food accordingly. The legal basis is then your explicit consent (Art. 9(2)(a) GDPR), which you give by telling us and may withdraw at any time.',
        },
      ],
    },
    {
      heading: 'Your guest profile',
      blocks: [
        {
          type: 'paragraph',
          text: 'So that we recognise you on your next visit, we keep a guest profile with your bookings, matched by your e-mail address or phone number.',
        },
        {
          type: 'facts',
          items: [
            {
              term: 'Data',
              text: 'Name, e-mail address, phone number, your past and coming bookings (and from them: the number of visits, cancellations and no-shows), our team’s notes and tags (such as “regular”), and wishes and allergies – these only if you ticked the “remember” box when booking.',
            },
            {
              term: 'Purpose',
              text: 'Welcoming you personally, taking your wishes and allergies into account at every visit, and, after repeated no-shows, confirming an online request only after a call.',
            },
            {
              term: 'Legal basis',
              text: 'Art. 6(1)(f) GDPR (our legitimate interest in good hospitality and reliable reservations); for remembered allergies your explicit consent (Art. 9(2)(a) GDPR), which you may withdraw at any time – we then forget them.',
            },
            {
              term: 'Retention',
              text: 'We delete the profile automatically once you have not booked with us for {profileMonths} months. It is part of the copy of your data you can download, and it is deleted entirely when you ask us to erase your data.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Deposits by bank transfer',
      blocks: [
        {
          type: 'paragraph',
          text: 'When we ask for a deposit, we process its amount, its due date and its status (open, received, refunded). Only we see your transfer itself, in our bank account; the website receives no bank or account details from you. The legal basis is Art. 6(1)(b) GDPR; the details are deleted with the reservation unless tax law requires us to keep them longer (Art. 6(1)(c) GDPR).',
        },
      ],
    },
    {
      heading: 'Event bookings',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Data',
              text: 'Name, e-mail address, phone number, number of guests, your special requests (if any), the event booked with its date and total price, and the language we write to you in.',
            },
            {
              term: 'Purpose',
              text: 'Holding seats for you, confirming and honouring your booking and keeping you informed – including when an event has to be cancelled.',
            },
            { term: 'Legal basis', text: 'Art. 6(1)(b) GDPR (contract and steps prior to entering into a contract).' },
            { term: 'Retention', text: 'We delete the booking automatically 2 years after the day of the event.' },
          ],
        },
        {
          type: 'paragraph',
          text: 'On an event’s page we only show how many seats are booked – never the names or initials of other guests.',
        },
      ],
    },
    {
      heading: 'Contact form',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Data',
              text: 'Name, e-mail address, subject, your message, your language and the IP address it came from.',
            },
            {
              term: 'Purpose',
              text: 'Answering your message; the IP address so that we can detect and fend off abusive messages.',
            },
            {
              term: 'Legal basis',
              text: 'Art. 6(1)(b) GDPR when your message concerns a reservation, a booking or a visit to us; otherwise Art. 6(1)(f) GDPR – our legitimate interest is answering your enquiry. For the IP address, Art. 6(1)(f) GDPR (protection against misuse).',
            },
            {
              term: 'Retention',
              text: 'We delete your message automatically 1 year after it arrived. We remove the IP address after just 7 days.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'If you e-mail us directly, we likewise use your details only to reply to you.',
        },
      ],
    },
    {
      heading: 'Feedback and reviews',
      blocks: [
        {
          type: 'facts',
          items: [
            {
              term: 'Data',
              text: 'Name, e-mail address, your rating (1 to 5 stars), your text about your visit, your suggestions (if any), whether you agree to publication, your language and the IP address the feedback came from.',
            },
            {
              term: 'Purpose',
              text: 'Learning from your feedback and getting better; with your consent, showing your review on our website; the IP address to detect misuse.',
            },
            {
              term: 'Legal basis',
              text: 'For reading and evaluating it, Art. 6(1)(f) GDPR – our legitimate interest is improving what we offer. For publication, your consent under Art. 6(1)(a) GDPR.',
            },
            {
              term: 'Retention',
              text: 'We delete your feedback automatically 1 year after it arrived; it then disappears from the website as well. We remove the IP address after just 7 days.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Your review is published only if you have expressly agreed and we have approved it – with your first name and the initial of your last name (such as “Anna S.”), the stars, your text about your visit and the date. We never publish your e-mail address or your suggestions. You may withdraw your consent at any time with effect for the future; an e-mail to {email} is enough, and we take your review off the website.',
        },
        {
          type: 'paragraph',
          text: 'Where our website is set up for it, we also show reviews that guests have written about us on Google. Our server fetches them from Google; your browser does not connect to Google, and Google learns nothing about your visit.',
        },
      ],
    },
    {
      heading: 'E-mails we send you',
      blocks: [
        {
          type: 'paragraph',
          text: 'About your reservation or booking we write to you: that your request has arrived, that it is confirmed (with a calendar entry attached) and, should it come to that, that it was cancelled or an event will not take place. We also tell our team by e-mail about new requests, bookings and messages. We do not send you newsletters or advertising.',
        },
        {
          type: 'facts',
          items: [
            { term: 'Legal basis', text: 'Art. 6(1)(b) GDPR.' },
            { term: 'Sent by', text: 'Our e-mail provider: {mailProvider}' },
            {
              term: 'Retention',
              text: 'We delete the jobs from which our system composes these e-mails 7 days after sending. The reservation or booking itself is kept as long as stated above.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Our team’s accounts',
      blocks: [
        {
          type: 'paragraph',
          text: 'For completeness: our staff sign in to a protected area to manage reservations, bookings and content. For this we store their first name, e-mail address, username and password – only as a secure hash, never in plain text. For each sign-in we store the time, browser and IP address, so that staff can see and end their sessions. These details are kept as long as the account exists. Failed sign-in attempts are recorded with the IP address (in the sign-in service’s log too) and, where someone has signed in on that browser before, the id of its device cookie, to stop passwords from being guessed; in the database they are deleted at the next successful sign-in once they are a day old. Signing in uses strictly necessary cookies, listed in our {cookiePolicy}. The legal basis is Art. 6(1)(b) and (f) GDPR.',
        },
      ],
    },
    {
      heading: 'Recipients and processors',
      blocks: [
        {
          type: 'paragraph',
          text: 'Your data is seen only by the staff who need it for your reservation, booking or message. To run the website we work with service providers who process your data only on our instructions and with whom we have concluded a contract under Art. 28 GDPR:',
        },
        {
          type: 'facts',
          items: [
            { term: 'Sending e-mail', text: '{mailProvider}' },
            { term: 'Hosting', text: '{hostingProvider}' },
          ],
        },
        {
          type: 'paragraph',
          text: 'Beyond that we pass on your data only where a law obliges us to. If a service provider processes data outside the EU and the EEA, it does so only with appropriate safeguards under Art. 44 et seq. GDPR, such as the European Commission’s standard contractual clauses.',
        },
      ],
    },
    {
      heading: 'No analytics, no tracking, no third-party content',
      blocks: [
        {
          type: 'paragraph',
          text: 'We use no analytics or statistics services, no advertising or tracking techniques and no social media plugins. Fonts, images and scripts come only from our own server. The map link, our Google reviews, Instagram and the share buttons are plain links: only when you follow one does your browser connect to that provider, and its privacy policy then applies.',
        },
        {
          type: 'list',
          items: [
            'OpenStreetMap (OpenStreetMap Foundation): {osmPrivacy}',
            'Google (Google Ireland Limited): {googlePrivacy}',
            'Instagram (Meta Platforms Ireland Limited): {instagramPrivacy}',
            'Facebook (Meta Platforms Ireland Limited): {facebookPrivacy}',
            'X: {xPrivacy}',
          ],
        },
      ],
    },
    {
      heading: 'Cookies and browser storage',
      blocks: [
        {
          type: 'paragraph',
          text: 'The pages for guests set no cookies and store nothing in your browser, not in local storage either. You will find the details in our {cookiePolicy}.',
        },
      ],
    },
    {
      heading: 'Do you have to give us your data?',
      blocks: [
        {
          type: 'paragraph',
          text: 'We need your name, e-mail address and phone number to accept a reservation or booking through the website; without them we cannot. If you reserve by phone, your name and phone number are enough – you then receive a confirmation by e-mail only if you give us your address. Special requests and suggestions are voluntary, and so is publishing your review.',
        },
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        { type: 'paragraph', text: 'You have the right at any time to:' },
        {
          type: 'list',
          items: [
            'access the data we hold about you (Art. 15 GDPR),',
            'have inaccurate data rectified (Art. 16 GDPR),',
            'have your data erased (Art. 17 GDPR),',
            'restrict processing (Art. 18 GDPR),',
            'data portability – you receive your data in a common, machine-readable format (Art. 20 GDPR),',
            'object to processing (Art. 21 GDPR),',
            'withdraw consent with effect for the future (Art. 7(3) GDPR); what happened before remains lawful.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Right to object: where we process data on the basis of our legitimate interest (Art. 6(1)(f) GDPR), you may object at any time on grounds relating to your particular situation. We then stop processing that data unless we can demonstrate compelling legitimate grounds that override your interests, or we need it to establish, exercise or defend legal claims.',
        },
      ],
    },
    {
      heading: 'How to exercise your rights',
      blocks: [
        {
          type: 'paragraph',
          text: 'The quickest way is the form at the end of this page: you receive a link at your e-mail address through which you can see all data about that address, download it as a file and have it erased. On erasure we keep of bookings, without your name, only what our accounts require (day, party size, amount).',
        },
        {
          type: 'paragraph',
          text: 'An informal e-mail to {email} is just as good; you may also write to us at the address above. So that we give information only to the right person, please write from the e-mail address you gave with your reservation, booking or message, or tell us its date. We answer without undue delay, within one month at the latest, and free of charge.',
        },
      ],
    },
    {
      heading: 'Complaint to a supervisory authority',
      blocks: [
        {
          type: 'paragraph',
          text: 'You have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), for example in the country where you live or work. The authority responsible for us is:',
        },
        {
          type: 'address',
          lines: [
            'Berliner Beauftragte für Datenschutz und Informationsfreiheit (Berlin Commissioner for Data Protection and Freedom of Information)',
            'Alt-Moabit 59–61',
            '10555 Berlin',
            '{authority}',
          ],
        },
      ],
    },
    {
      heading: 'No automated decision-making',
      blocks: [
        {
          type: 'paragraph',
          text: 'We make no decisions based solely on automated processing and create no profiles (Art. 22 GDPR). The system only checks whether seats are still free at the time you asked for; our team decides on your reservation or booking.',
        },
      ],
    },
    {
      heading: 'Changes to this privacy policy',
      blocks: [
        {
          type: 'paragraph',
          text: 'We update this privacy policy when our website, the way we work or the law changes. The version published here applies.',
        },
      ],
    },
  ],
};
