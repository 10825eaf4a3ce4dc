import type { PostBody } from './blog-post';

/** The text of 'ein-tag-in-unserer-kueche', in both languages (loaded with the post's page, not with the list). */
export const body: PostBody = {
  de: [
    {
      type: 'paragraph',
      text: 'Unsere Türen öffnen um 17 Uhr, aber der Tag in der Küche beginnt viel früher. Gegen acht schließt Sofia die Hintertür auf, heizt den Ofen für die Focaccia an und holt Mehl, Hartweizengrieß und Eier aus dem Lager. Bevor der erste Kaffee getrunken ist, liegt schon der erste Teig auf dem Brett. So beginnt bei uns jeder Tag, und ich würde ihn gegen keinen anderen Anfang tauschen.',
    },
    { type: 'heading', text: 'Pasta, jeden Morgen frisch' },
    {
      type: 'paragraph',
      text: 'Frische Pasta ist keine Zauberei, aber sie verzeiht keine Eile. Für Tagliatelle und Pappardelle nehmen wir feines Weizenmehl und Eier mit kräftig gelbem Dotter, für Linguine und Maccheroni Hartweizengrieß und Wasser, so wie man es im Süden macht. Der Teig ruht, dann wird er ausgerollt, geschnitten und zu kleinen Nestern gedreht. Die Ravioli füllen wir mit Ricotta und Blattspinat und schließen jeden einzelnen mit den Fingern. An einem vollen Samstag sind das mehrere hundert Stück – und ja, wir zählen sie längst nicht mehr.',
    },
    { type: 'heading', text: 'Fisch, der nach Meer schmeckt' },
    {
      type: 'paragraph',
      text: 'Gegen Mittag kommt die Lieferung, auf die ich mich am meisten freue: Fisch und Meeresfrüchte aus dem Mittelmeer, auf Eis und so frisch, dass die Augen der Doraden noch glänzen. Wir nehmen nur, was gut ist, und deshalb kann es passieren, dass ein Gericht an einem Abend fehlt. Die Dorade grillen wir im Ganzen mit Zitrone und Kräutern, den Wolfsbarsch garen wir sanft „all’acqua pazza“ in einem Sud aus Tomaten, Weißwein und Kapern. Mehr braucht guter Fisch nicht.',
    },
    {
      type: 'paragraph',
      text: 'Am Nachmittag wird es ruhiger, aber nie still. Das Ragù für die Tagliatelle schmort seit dem Vormittag, das Wildschwein für die Pappardelle zieht in Rotwein mit Wacholder und Rosmarin. Das Tiramisù wird geschichtet, die Panna cotta kaltgestellt. Um halb fünf essen wir alle zusammen am großen Tisch im Gastraum – Küche und Service, meistens Pasta, immer mit viel zu vielen Geschichten. Danach werden die Schürzen gewechselt, und um fünf öffnet Paolo die Tür.',
    },
    { type: 'heading', text: 'Der Moment am Tisch' },
    {
      type: 'paragraph',
      text: 'Und dann kommt der Moment, auf den viele unserer Gäste warten: das Rinderfilet, flambiert direkt am Tisch. Das Fleisch wird in der Küche zart gebraten, dann rollt der Servierwagen an Ihren Tisch. Dort kommen grüner Pfeffer, Sahne und ein Schuss Cognac in die Pfanne, und für ein paar Sekunden steigen die Flammen auf. Das ist ein altes Stück Restaurantkultur, ein bisschen Theater, aber vor allem ein Versprechen: Dieses Gericht wird für Sie gemacht, genau jetzt.',
    },
    {
      type: 'paragraph',
      text: 'Wenn um zehn die Küche schließt, wird geputzt, aufgeräumt und schon an morgen gedacht. Welcher Fisch kommt, wie viel Teig brauchen wir, was hat unseren Gästen heute besonders geschmeckt? Wer selbst einmal erleben möchte, wie unsere Pasta entsteht: Von Zeit zu Zeit laden wir zum Pasta-Kurs in unsere Küche ein. Die Termine finden Sie bei unseren Veranstaltungen.',
    },
  ],
  en: [
    {
      type: 'paragraph',
      text: 'Our doors open at five in the evening, but the day in the kitchen starts much earlier. Around eight, Sofia unlocks the back door, heats the oven for the focaccia and fetches flour, durum semolina and eggs from the store room. Before the first coffee is finished, the first dough is already on the board. That is how every day begins here, and I would not trade it for any other start.',
    },
    { type: 'heading', text: 'Pasta, fresh every morning' },
    {
      type: 'paragraph',
      text: 'Fresh pasta is no magic, but it does not forgive haste. For tagliatelle and pappardelle we use fine wheat flour and eggs with deep yellow yolks; for linguine and maccheroni, durum semolina and water, the way it is done in the south. The dough rests, then it is rolled out, cut and twisted into small nests. We fill the ravioli with ricotta and spinach and close each one with our fingers. On a busy Saturday that makes several hundred – and yes, we stopped counting long ago.',
    },
    { type: 'heading', text: 'Fish that tastes of the sea' },
    {
      type: 'paragraph',
      text: 'Around noon the delivery arrives that I look forward to most: fish and seafood from the Mediterranean, on ice and so fresh that the eyes of the sea bream still shine. We only take what is good, which is why a dish may be missing on some evenings. We grill the sea bream whole with lemon and herbs, and we poach the sea bass gently “all’acqua pazza” in a broth of tomatoes, white wine and capers. Good fish needs nothing more.',
    },
    {
      type: 'paragraph',
      text: 'In the afternoon it gets quieter, but never silent. The ragù for the tagliatelle has been simmering since the morning, the wild boar for the pappardelle is braising in red wine with juniper and rosemary. The tiramisù is layered, the panna cotta set to chill. At half past four we all eat together at the big table in the dining room – kitchen and service, usually pasta, always with far too many stories. Then we change our aprons, and at five Paolo opens the door.',
    },
    { type: 'heading', text: 'The moment at the table' },
    {
      type: 'paragraph',
      text: 'And then comes the moment many of our guests wait for: the beef tenderloin, flambéed right at the table. The meat is seared tender in the kitchen, then the service trolley rolls up to your table. Green peppercorns, cream and a dash of cognac go into the pan, and for a few seconds the flames rise. It is an old piece of restaurant culture, a little theatre, but above all a promise: this dish is being made for you, right now.',
    },
    {
      type: 'paragraph',
      text: 'When the kitchen closes at ten, we clean, tidy up and already think about tomorrow. Which fish is coming, how much dough do we need, what did our guests enjoy most today? If you would like to see for yourself how our pasta is made: from time to time we invite guests into our kitchen for a pasta class. You will find the dates under our events.',
    },
  ],
};
