/**
 * German texts. German is the default locale and the fallback for every key another catalogue lacks, so this
 * catalogue is the complete list of message ids (see `MessageId`).
 */
export const de = {
  'meta.homeTitle': '{name} – Italienisches Restaurant in {city}',
  'meta.pageTitle': '{page} | {name}',

  'layout.skipToContent': 'Zum Inhalt springen',
  'localeSwitch.label': 'Sprache',
  'localeSwitch.de': 'DE',
  'localeSwitch.en': 'EN',

  'home.hero.title': 'Willkommen in der {name}',
  'home.hero.lead': 'Hausgemachte Pasta, frischer Fisch aus dem Mittelmeer und Rinderfilet, direkt am Tisch flambiert.',
  'home.hero.reserve': 'Tisch Reservieren',
  'home.hero.viewMenu': 'Speisekarte Ansehen',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.text': 'Diese Seite gibt es leider nicht.',
  'notFound.backHome': 'Zurück zur Startseite',

  'systemStatus.title': 'Systemstatus',
  'systemStatus.loading': 'Status wird geladen …',
  'systemStatus.error': 'Der Systemstatus konnte nicht geladen werden.',
  'systemStatus.tryAgain': 'Erneut versuchen',
  'systemStatus.overall.ok': 'Alle Dienste laufen.',
  'systemStatus.overall.degraded': 'Einige Dienste haben Probleme.',
  'systemStatus.state.ok': 'OK',
  'systemStatus.state.fail': 'Fehler',
  'systemStatus.state.unreachable': 'Nicht erreichbar',
} satisfies Record<string, string>;

export type MessageId = keyof typeof de;
