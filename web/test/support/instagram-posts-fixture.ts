import type { InstagramPost, Locale } from '@ristorante/contracts';

/**
 * The twelve posts the catalog's migration seeds (services/catalog/migrations/1797200000000_instagram-posts.sql),
 * as GET /api/instagram-posts answers them: what the Instagram page's tests read.
 */
let count = 0;

function post(
  name: string,
  shortcode: string,
  date: string,
  alt: Record<Locale, string>,
  caption: Record<Locale, string>,
): InstagramPost {
  return {
    id: `00000000-0000-4000-8000-${String(++count).padStart(12, '0')}`,
    imageUrl: `/images/instagram/${name}.svg`,
    captionDe: caption.de,
    captionEn: caption.en,
    altDe: alt.de,
    altEn: alt.en,
    postUrl: `https://www.instagram.com/p/${shortcode}/`,
    postedOn: date,
    visible: true,
    sortOrder: count * 10,
    picture: null,
    version: 1,
    seeded: true,
  };
}

export const seededInstagramPosts: InstagramPost[] = [
  post(
    'pasta',
    'DQx7Lm2sK4p',
    '2026-11-20',
    {
      de: 'Ein Teller Tagliatelle mit Ragù und Basilikum auf einem terracottafarbenen Tisch',
      en: 'A plate of tagliatelle with ragù and basil on a terracotta table',
    },
    {
      de: 'Jeden Morgen von Hand gerollt: unsere Tagliatelle mit Ragù, sechs Stunden geschmort. #pastafresca #berlinfood',
      en: 'Rolled by hand every morning: our tagliatelle with ragù, slow-cooked for six hours. #pastafresca #berlinfood',
    },
  ),
  post(
    'fish',
    'DQt2vH9aR1e',
    '2026-11-14',
    {
      de: 'Eine ganze Dorade mit Zitronenscheiben und Rosmarin auf einer ovalen Platte',
      en: 'A whole sea bream with lemon slices and rosemary on an oval platter',
    },
    {
      de: 'Heute frisch vom Markt: Dorade aus dem Ofen mit Zitrone und Rosmarin. #pesce #mediterraneo',
      en: 'Fresh from the market today: oven-baked sea bream with lemon and rosemary. #pesce #mediterraneo',
    },
  ),
  post(
    'tiramisu',
    'DQoK5cWfT8m',
    '2026-11-07',
    {
      de: 'Ein Stück Tiramisu in Schichten, mit Kakao bestäubt, daneben ein Löffel',
      en: 'A layered slice of tiramisu dusted with cocoa, a spoon beside it',
    },
    {
      de: 'Nonnas Rezept, unverändert seit 1987. Wer teilt, hat verloren. #tiramisu #dolce',
      en: "Nonna's recipe, unchanged since 1987. Sharing is optional. #tiramisu #dolce",
    },
  ),
  post(
    'wine',
    'DQiR3nPzX6b',
    '2026-10-30',
    {
      de: 'Eine Flasche Rotwein und zwei halb gefüllte Gläser vor einem Weinregal',
      en: 'A bottle of red wine and two half-filled glasses in front of a wine rack',
    },
    {
      de: 'Neu auf der Weinkarte: ein Barolo aus dem Piemont, perfekt zum Brasato. #vino #barolo',
      en: 'New on the wine list: a Barolo from Piedmont, perfect with our brasato. #vino #barolo',
    },
  ),
  post(
    'terrace',
    'DQc9fJ4uL2w',
    '2026-10-22',
    {
      de: 'Gedeckte Tische auf der Terrasse unter einer Lichterkette am Abend',
      en: 'Set tables on the terrace under string lights in the evening',
    },
    {
      de: 'Der letzte warme Abend auf der Terrasse. Danke für diesen Sommer! #terrazza #kastanienallee',
      en: 'The last warm evening on the terrace. Thank you for this summer! #terrazza #kastanienallee',
    },
  ),
  post(
    'team',
    'DQW4gT8kN5r',
    '2026-10-15',
    {
      de: 'Drei Personen aus dem Team in Schürzen stehen lächelnd nebeneinander',
      en: 'Three members of the team in aprons standing side by side, smiling',
    },
    {
      de: 'Giulia, Marco und Luca: das Team hinter jedem Teller. #lafamiglia #trattoria',
      en: 'Giulia, Marco and Luca: the team behind every plate. #lafamiglia #trattoria',
    },
  ),
  post(
    'flambe',
    'DQQx1bY7hC3',
    '2026-10-08',
    {
      de: 'Ein Rinderfilet in der Pfanne, über dem Flammen auflodern',
      en: 'A beef tenderloin in a pan with flames rising above it',
    },
    {
      de: 'Rinderfilet flambiert, direkt am Tisch. Ein bisschen Show muss sein. #flambé #filetto',
      en: 'Beef tenderloin flambéed right at your table. A little show is part of it. #flambé #filetto',
    },
  ),
  post(
    'pizza',
    'DQKm6dS2vQ9',
    '2026-09-30',
    {
      de: 'Eine Pizza Margherita mit Tomaten, Mozzarella und Basilikumblättern',
      en: 'A pizza margherita with tomato, mozzarella and basil leaves',
    },
    {
      de: 'Margherita, wie sie sein soll: 48 Stunden Teig, San-Marzano-Tomaten, Fior di Latte. #pizza #margherita',
      en: 'Margherita as it should be: 48-hour dough, San Marzano tomatoes, fior di latte. #pizza #margherita',
    },
  ),
  post(
    'antipasti',
    'DQEt9wR5jF1',
    '2026-09-21',
    {
      de: 'Ein Holzbrett mit Schinken, Oliven, Käse und gerösteten Brotscheiben',
      en: 'A wooden board with ham, olives, cheese and toasted bread',
    },
    {
      de: 'Zum Teilen: unser Antipasti-Brett mit Prosciutto, Pecorino und Oliven aus Apulien. #antipasti #aperitivo',
      en: 'For sharing: our antipasti board with prosciutto, pecorino and olives from Apulia. #antipasti #aperitivo',
    },
  ),
  post(
    'espresso',
    'DP_z3kM8nB7',
    '2026-09-12',
    {
      de: 'Eine Tasse Espresso mit Crema auf einer Untertasse, daneben ein Zuckerwürfel',
      en: 'A cup of espresso with crema on a saucer, a sugar cube beside it',
    },
    {
      de: 'Kein Abendessen ohne Espresso zum Schluss. #caffè #espresso',
      en: 'No dinner ends without an espresso. #caffè #espresso',
    },
  ),
  post(
    'event-night',
    'DP5a8pH1tG4',
    '2026-09-04',
    {
      de: 'Eine Gitarre und ein Akkordeon vor einem vollen Gastraum mit Kerzenlicht',
      en: 'A guitar and an accordion in front of a full, candlelit dining room',
    },
    {
      de: 'Canzoni italiane: was für ein Abend! Die nächsten Termine stehen unter Veranstaltungen. #livemusik #serata',
      en: 'Canzoni italiane: what a night! The next dates are on our events page. #livemusic #serata',
    },
  ),
  post(
    'berlin-street',
    'DPzL4eV6sW2',
    '2026-08-27',
    {
      de: 'Eine von Kastanien gesäumte Straße in Berlin mit der Markise der Trattoria',
      en: 'A chestnut-lined street in Berlin with the trattoria’s awning',
    },
    {
      de: 'Unsere Ecke von Berlin: die Kastanienallee im Spätsommer. #berlin #prenzlauerberg',
      en: 'Our corner of Berlin: Kastanienallee in late summer. #berlin #prenzlauerberg',
    },
  ),
];
