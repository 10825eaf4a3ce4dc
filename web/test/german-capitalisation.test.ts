import { describe, expect, it } from 'vitest';
import { de as shellDe } from '../src/i18n/messages/de';

/**
 * German capitalises nouns, not verbs: 'Tisch reservieren', 'Speisekarte ansehen', never the English title case
 * 'Tisch Reservieren' (issue 36). A verb after a capitalised word is a button or heading written in title case;
 * after an article or preposition it is a noun ('beim Senden', 'zum Teilen') and keeps its capital.
 */
const verbs = [
  'Ansehen',
  'Anzeigen',
  'Abbrechen',
  'Absenden',
  'Aktualisieren',
  'Anmelden',
  'Abmelden',
  'Bestätigen',
  'Bewerten',
  'Buchen',
  'Drucken',
  'Eintragen',
  'Entdecken',
  'Erfahren',
  'Exportieren',
  'Folgen',
  'Herunterladen',
  'Hinzufügen',
  'Hochladen',
  'Kontaktieren',
  'Lesen',
  'Löschen',
  'Reservieren',
  'Schließen',
  'Schreiben',
  'Senden',
  'Speichern',
  'Stornieren',
  'Teilen',
  'Verlassen',
  'Versuchen',
  'Zeigen',
  'Zurücksetzen',
  'Ändern',
  'Öffnen',
];
/** Words after which a verb is a noun ('Beim Senden', 'Zum Teilen'). */
const nounMakers = ['Am', 'Beim', 'Das', 'Dem', 'Den', 'Des', 'Ein', 'Im', 'Ins', 'Mit', 'Nach', 'Ohne', 'Vom', 'Vor', 'Zum'];
const titleCase = new RegExp(`(^|[\\s(„])(?!(?:${nounMakers.join('|')}) )[A-ZÄÖÜ][\\wäöüß-]* (${verbs.join('|')})\\b`, 'u');

/** Every text catalogue of both apps: the shell's and each feature's `*-messages.ts`, German side. */
function germanTexts(): Array<[string, string]> {
  const modules = import.meta.glob<Record<string, unknown>>(['../src/**/*-messages.ts'], { eager: true });
  const texts: Array<[string, string]> = Object.entries(shellDe);
  for (const module of Object.values(modules)) {
    for (const exported of Object.values(module)) {
      const de = (exported as { de?: unknown } | undefined)?.de;
      if (de && typeof de === 'object') texts.push(...Object.entries(de as Record<string, string>));
    }
  }
  return texts;
}

describe('German texts', () => {
  it('when the catalogues are read, then there are many (the glob found the features)', () => {
    expect(germanTexts().length).toBeGreaterThan(500);
  });

  it('when a text names an action, then its verb is lower case (no English title case)', () => {
    const offenders = germanTexts().filter(([, text]) => titleCase.test(text));
    expect(offenders).toEqual([]);
  });

  it('when the rule meets the texts the issue found, then it finds them, and leaves nouns made of verbs alone', () => {
    expect(['Tisch Reservieren', 'Speisekarte Ansehen', 'Jetzt Buchen'].every((text) => titleCase.test(text))).toBe(true);
    expect(
      ['Tisch reservieren', 'Fehler beim Senden der Reservierung', 'Zum Teilen: Antipasti'].some((text) => titleCase.test(text)),
    ).toBe(false);
  });
});
