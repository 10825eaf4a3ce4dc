import type { LegalText } from './legal-text';

/**
 * The terms for table reservations and event bookings. Every time, period, fee and group size is a placeholder
 * filled from the site configuration, which the booking service, the guests' e-mails and the reservation page
 * read too; the opening hours are the shared component, never a second reading of them.
 */
export const terms: LegalText = {
  de: [
    {
      heading: '1. Geltungsbereich',
      blocks: [
        {
          type: 'paragraph',
          text: 'Diese Bedingungen gelten für Tischreservierungen und für Buchungen von Plätzen bei Veranstaltungen im Restaurant {restaurant}, {street}, {postalCode} {city} – gleich, ob Sie über unsere Website, per Telefon oder per E-Mail reservieren. Ihr Vertragspartner ist die {company}, vertreten durch die Geschäftsführerin {representative}.',
        },
      ],
    },
    {
      heading: '2. Öffnungszeiten und Reservierungszeiten',
      blocks: [
        { type: 'paragraph', text: 'Wir sind zu diesen Zeiten für Sie da:' },
        { type: 'openingHours' },
        {
          type: 'paragraph',
          text: 'Die Küche nimmt Bestellungen bis {kitchenCloses} Uhr an. Einen Tisch reservieren Sie für eine Zeit zwischen {firstSlot} und {lastSlot} Uhr, im Abstand von {slotStep} Minuten.',
        },
      ],
    },
    {
      heading: '3. So kommt Ihre Reservierung zustande',
      blocks: [
        {
          type: 'list',
          items: [
            'Mit dem Absenden des Reservierungsformulars stellen Sie eine Anfrage. Sie ist zunächst „ausstehend“ und für uns noch nicht verbindlich; Sie erhalten eine E-Mail, dass sie bei uns eingegangen ist.',
            'Wir prüfen Ihre Anfrage und bestätigen sie Ihnen innerhalb von {confirmationMinutes} Minuten per E-Mail. Mit dieser Bestätigung ist Ihre Reservierung verbindlich.',
            'Können wir Ihren Wunsch nicht erfüllen, teilen wir Ihnen auch das per E-Mail mit; es entstehen Ihnen dann keine Kosten.',
            'Reservieren Sie telefonisch, ist die Reservierung mit unserer Zusage am Telefon verbindlich. Nennen Sie uns Ihre E-Mail-Adresse, erhalten Sie die Bestätigung zusätzlich per E-Mail.',
          ],
        },
      ],
    },
    {
      heading: '4. Gruppen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Reservierungen ab {groupFrom} Personen bestätigen wir persönlich: Wir melden uns bei Ihnen, um Einzelheiten wie Ankunftszeit, Tischordnung oder Menü abzustimmen. Für sehr große Gruppen rufen Sie uns am besten direkt an: {phone}.',
        },
        { type: 'paragraph', text: '{depositRules}' },
      ],
    },
    {
      heading: '5. Stornierung und Änderungen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Bis {freeCancellationHours} Stunden vor der reservierten Zeit können Sie Ihre Reservierung kostenlos stornieren oder ändern – per Telefon unter {phone} oder per E-Mail an {email}. Kommen Sie mit weniger Personen als reserviert, sagen Sie uns bitte ebenso rechtzeitig Bescheid, damit wir die Plätze anderen Gästen geben können.',
        },
      ],
    },
    {
      heading: '6. Verspätung und Nichterscheinen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir halten Ihren Tisch {tableHeldMinutes} Minuten über die reservierte Zeit hinaus für Sie frei. Verspäten Sie sich länger, rufen Sie uns bitte an; sonst dürfen wir den Tisch anderweitig vergeben.',
        },
        {
          type: 'paragraph',
          text: 'Sagen Sie später als {freeCancellationHours} Stunden vor der reservierten Zeit ab oder erscheinen Sie ohne Absage nicht, können wir eine pauschale Entschädigung von {noShowFee} € pro reservierter Person berechnen, die wir Ihnen per E-Mail in Rechnung stellen. Ihnen bleibt der Nachweis gestattet, dass uns kein oder ein wesentlich geringerer Schaden entstanden ist.',
        },
      ],
    },
    {
      heading: '7. Veranstaltungen',
      blocks: [
        {
          type: 'list',
          items: [
            'Plätze für unsere Veranstaltungen buchen Sie auf der Seite der jeweiligen Veranstaltung, bis zu {eventMaxGuests} Personen je Buchung. Möchten Sie mehr Plätze, sprechen Sie uns bitte an.',
            'Der Preis gilt pro Person und steht auf der Seite der Veranstaltung; den Gesamtpreis sehen Sie vor dem Absenden. Bezahlt wird am Abend der Veranstaltung bei uns im Restaurant – es sei denn, das Buchungsformular nennt für diesen Abend eine Anzahlung oder den vollen Preis vorab per Überweisung. Diese Zahlung überweisen Sie bis zu dem Termin, den wir Ihnen per E-Mail nennen (spätestens einen Tag vor der Veranstaltung), auf das dort genannte Konto; mit ihrem Eingang sind Ihre Plätze bestätigt, und wir verrechnen sie mit dem Preis. Geht sie nicht rechtzeitig ein, erinnern wir Sie einmal und geben die Plätze nach Ablauf der Frist wieder frei; eine danach eingehende Zahlung erstatten wir, ebenso die ganze Zahlung, wenn Sie rechtzeitig stornieren (Nummer 5).',
            'Mit dem Absenden halten wir die Plätze für Sie zurück. Ihre Buchung ist zunächst „ausstehend“ und wird verbindlich, sobald wir sie Ihnen per E-Mail bestätigen.',
            'Für Stornierung, Verspätung und Nichterscheinen gelten die Nummern 5 und 6 entsprechend; maßgeblich ist der Beginn der Veranstaltung.',
            'Müssen wir eine Veranstaltung absagen, informieren wir Sie umgehend per E-Mail; es entstehen Ihnen keine Kosten.',
          ],
        },
      ],
    },
    {
      heading: '8. Preise und Bezahlung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Alle Preise auf unserer Speisekarte und für unsere Veranstaltungen sind Endpreise in Euro inklusive der gesetzlichen Mehrwertsteuer (inkl. MwSt.). Wann wir eine Anzahlung oder Vorauszahlung erbitten, steht in den Nummern 4 und 7.',
        },
        { type: 'paragraph', text: 'Sie können bei uns so bezahlen:' },
        {
          type: 'list',
          items: [
            'bar,',
            'mit Debitkarte (girocard),',
            'mit Kreditkarte (Visa oder Mastercard),',
            'per PayPal, wenn Sie online bezahlen, etwa eine Rechnung von uns.',
          ],
        },
      ],
    },
    {
      heading: '9. Trinkgeld',
      blocks: [
        {
          type: 'paragraph',
          text: 'Trinkgeld ist im Preis nicht enthalten und freiwillig. In Deutschland sind 8–10 % des Rechnungsbetrags üblich; es kommt unserem Team zugute.',
        },
      ],
    },
    {
      heading: '10. Allergien und Unverträglichkeiten',
      blocks: [
        {
          type: 'paragraph',
          text: 'Die 14 Hauptallergene nach der EU-Verordnung 1169/2011 sind auf unserer Speisekarte angegeben. Sagen Sie uns Allergien und Unverträglichkeiten bitte schon bei der Reservierung (im Feld für besondere Wünsche) und noch einmal bei der Bestellung. Wir gehen gern darauf ein; weil in unserer Küche mit allen Zutaten gearbeitet wird, können wir Spuren von Allergenen aber nicht ausschließen.',
        },
      ],
    },
    {
      heading: '11. Hausordnung',
      blocks: [
        {
          type: 'list',
          items: [
            'Bitte nehmen Sie Rücksicht auf andere Gäste und auf unser Team.',
            'In unseren Räumen wird nicht geraucht.',
            'Mitgebrachte Speisen und Getränke können wir nicht servieren.',
            'Bei groben Störungen machen wir von unserem Hausrecht Gebrauch.',
          ],
        },
      ],
    },
    {
      heading: '12. Haftung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, typischen Schaden. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.',
        },
      ],
    },
    {
      heading: '13. Kein Widerrufsrecht',
      blocks: [
        {
          type: 'paragraph',
          text: 'Für Tischreservierungen und Veranstaltungsbuchungen besteht kein gesetzliches Widerrufsrecht, weil sie Speisen, Getränke und Freizeitveranstaltungen zu einem bestimmten Termin betreffen (§\u00a0312g Abs. 2 Nr. 9 BGB). Ihr Recht, nach Nummer 5 kostenlos zu stornieren, bleibt davon unberührt.',
        },
      ],
    },
    {
      heading: '14. Anwendbares Recht',
      blocks: [
        {
          type: 'paragraph',
          text: 'Es gilt das Recht der Bundesrepublik Deutschland. Sind Sie Verbraucher mit gewöhnlichem Aufenthalt in einem anderen Staat, behalten Sie den Schutz der zwingenden Vorschriften dieses Staates.',
        },
      ],
    },
  ],
  en: [
    {
      heading: '1. Scope',
      blocks: [
        {
          type: 'paragraph',
          text: 'These terms apply to table reservations and to bookings of seats at events at the restaurant {restaurant}, {street}, {postalCode} {city} – whether you reserve through our website, by phone or by e-mail. Your contracting party is {company}, represented by its Managing Director {representative}.',
        },
      ],
    },
    {
      heading: '2. Opening hours and reservation times',
      blocks: [
        { type: 'paragraph', text: 'We are here for you at these times:' },
        { type: 'openingHours' },
        {
          type: 'paragraph',
          text: 'The kitchen takes orders until {kitchenCloses}. You can reserve a table for a time between {firstSlot} and {lastSlot}, every {slotStep} minutes.',
        },
      ],
    },
    {
      heading: '3. How your reservation becomes binding',
      blocks: [
        {
          type: 'list',
          items: [
            'By sending the reservation form you make a request. It is “pending” at first and not yet binding on us; you receive an e-mail that it has arrived.',
            'We check your request and confirm it by e-mail within {confirmationMinutes} minutes. With this confirmation your reservation is binding.',
            'If we cannot meet your request, we tell you by e-mail as well; you then incur no costs.',
            'If you reserve by phone, the reservation is binding once we accept it on the phone. If you give us your e-mail address, you also receive the confirmation by e-mail.',
          ],
        },
      ],
    },
    {
      heading: '4. Groups',
      blocks: [
        {
          type: 'paragraph',
          text: 'We confirm reservations for {groupFrom} or more people personally: we get in touch to agree on details such as arrival time, seating or a set menu. For very large groups it is best to call us directly: {phone}.',
        },
        { type: 'paragraph', text: '{depositRules}' },
      ],
    },
    {
      heading: '5. Cancellation and changes',
      blocks: [
        {
          type: 'paragraph',
          text: 'You can cancel or change your reservation free of charge up to {freeCancellationHours} hours before the reserved time – by phone on {phone} or by e-mail to {email}. If fewer people are coming than reserved, please let us know in good time too, so that we can give the seats to other guests.',
        },
      ],
    },
    {
      heading: '6. Late arrival and no-shows',
      blocks: [
        {
          type: 'paragraph',
          text: 'We hold your table for {tableHeldMinutes} minutes past the reserved time. If you will be later than that, please call us; otherwise we may give the table to other guests.',
        },
        {
          type: 'paragraph',
          text: 'If you cancel later than {freeCancellationHours} hours before the reserved time, or do not come without cancelling, we may charge a flat fee of €{noShowFee} per person reserved, which we invoice by e-mail. You remain free to show that we suffered no loss or a substantially lower one.',
        },
      ],
    },
    {
      heading: '7. Events',
      blocks: [
        {
          type: 'list',
          items: [
            'You book seats for our events on the page of each event, up to {eventMaxGuests} people per booking. If you would like more seats, please talk to us.',
            'The price is per person and shown on the event’s page; you see the total before you send your booking. You pay on the evening of the event at the restaurant – unless the booking form asks for a deposit or the full price in advance by bank transfer for that evening. You transfer it by the date we give you by e-mail (a day before the event at the latest) to the account named there; your seats are confirmed once it has arrived, and we set it against the price. If it does not arrive in time, we remind you once and release the seats when the time is up; a payment arriving after that is refunded, and so is the whole payment if you cancel in time (section 5).',
            'When you send your booking we hold the seats for you. Your booking is “pending” at first and becomes binding as soon as we confirm it by e-mail.',
            'Sections 5 and 6 apply accordingly to cancellation, late arrival and no-shows; what counts is the start of the event.',
            'If we have to cancel an event, we tell you by e-mail without delay; you incur no costs.',
          ],
        },
      ],
    },
    {
      heading: '8. Prices and payment',
      blocks: [
        {
          type: 'paragraph',
          text: 'All prices on our menu and for our events are final prices in euros including statutory VAT (inkl. MwSt.). When we ask for a deposit or payment in advance is set out in sections 4 and 7.',
        },
        { type: 'paragraph', text: 'You can pay:' },
        {
          type: 'list',
          items: [
            'in cash,',
            'by debit card (girocard),',
            'by credit card (Visa or Mastercard),',
            'by PayPal when you pay online, for example an invoice from us.',
          ],
        },
      ],
    },
    {
      heading: '9. Tips',
      blocks: [
        {
          type: 'paragraph',
          text: 'Tips are not included in the price and are voluntary. In Germany 8–10% of the bill is customary; tips go to our team.',
        },
      ],
    },
    {
      heading: '10. Allergies and intolerances',
      blocks: [
        {
          type: 'paragraph',
          text: 'The 14 major allergens under EU Regulation 1169/2011 are shown on our menu. Please tell us about allergies and intolerances when you reserve (in the special requests field) and again when you order. We are glad to accommodate them; as our kitchen works with all ingredients, however, we cannot rule out traces of allergens.',
        },
      ],
    },
    {
      heading: '11. House rules',
      blocks: [
        {
          type: 'list',
          items: [
            'Please be considerate of other guests and of our team.',
            'Smoking is not permitted on our premises.',
            'We cannot serve food or drinks brought from outside.',
            'In the event of serious disturbance we exercise our right as the owner of the premises.',
          ],
        },
      ],
    },
    {
      heading: '12. Liability',
      blocks: [
        {
          type: 'paragraph',
          text: 'We are liable without limitation for intent and gross negligence and for injury to life, body or health. For slight negligence we are liable only for breach of essential contractual obligations, limited to the foreseeable damage typical of the contract. Liability under the German Product Liability Act is not affected.',
        },
      ],
    },
    {
      heading: '13. No right of withdrawal',
      blocks: [
        {
          type: 'paragraph',
          text: 'There is no statutory right of withdrawal for table reservations and event bookings, because they concern food, drinks and leisure events on a specific date (§\u00a0312g(2) no. 9 of the German Civil Code, BGB). Your right to cancel free of charge under section 5 is not affected.',
        },
      ],
    },
    {
      heading: '14. Governing law',
      blocks: [
        {
          type: 'paragraph',
          text: 'German law applies. If you are a consumer habitually resident in another country, you keep the protection of that country’s mandatory provisions.',
        },
      ],
    },
  ],
};
