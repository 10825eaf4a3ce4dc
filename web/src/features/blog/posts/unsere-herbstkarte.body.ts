import type { PostBody } from './blog-post';

/** The text of 'unsere-herbstkarte', in both languages (loaded with the post's page, not with the list). */
export const body: PostBody = {
  de: [
    {
      type: 'paragraph',
      text: 'In Italien kocht man mit dem Kalender. Was gerade wächst, kommt auf den Teller, und was nicht wächst, wartet bis zum nächsten Jahr. Deshalb wechseln wir einen Teil unserer Karte mit jeder Jahreszeit. Die Klassiker bleiben – die Tagliatelle al ragù, die Dorade vom Grill, das flambierte Rinderfilet –, aber daneben stehen Gerichte, die es nur ein paar Wochen lang gibt. Seit Mitte Oktober ist unsere Herbstkarte da, und auf keine freue ich mich jedes Jahr so sehr wie auf sie.',
    },
    { type: 'heading', text: 'Neu auf der Karte' },
    {
      type: 'list',
      items: [
        'Ravioli di zucca: hausgemachte Ravioli mit Kürbis und Amaretti, in Salbeibutter geschwenkt, mit gehobeltem Parmigiano Reggiano.',
        'Tagliatelle ai funghi porcini: frische Bandnudeln mit Steinpilzen, Knoblauch, Petersilie und einem Schuss Weißwein.',
        'Tagliolini al tartufo bianco: feine Tagliolini in Butter, am Tisch mit weißem Trüffel aus Alba überhobelt.',
        'Orata con finocchio e arancia: Doradenfilet auf geschmortem Fenchel mit Orange und schwarzen Oliven.',
        'Torta di castagne: saftiger Kastanienkuchen mit geschlagener Sahne und einem Hauch Rum.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Der Kürbis kommt aus Brandenburg, die Steinpilze aus dem Piemont und der Toskana, je nachdem, wo die Sammler gerade Glück hatten. Für die Ravioli backen wir den Kürbis im Ofen, bis er süß und fast karamellisiert ist, und mischen ihn mit zerbröselten Amaretti und Parmigiano. Das Rezept stammt aus Mantua, wo man diese Füllung seit Jahrhunderten macht. Die Süße des Kürbisses und die leichte Bitterkeit der Amaretti – wer das einmal probiert hat, wartet jedes Jahr auf den Herbst.',
    },
    { type: 'heading', text: 'Der weiße Trüffel' },
    {
      type: 'paragraph',
      text: 'Der weiße Trüffel aus Alba ist das Kostbarste, was der Herbst uns bringt. Er wächst nur wild, lässt sich nicht anbauen und wird mit Hunden im Wald gesucht, oft nachts. Sein Duft ist so intensiv, dass wir ihn erst am Tisch über die Pasta hobeln, damit nichts davon in der Küche verloren geht. Weil der Preis je nach Ernte stark schwankt, nennt Ihnen unser Service den Tagespreis, bevor Sie bestellen. Die Saison endet meist im Dezember – dann heißt es warten bis zum nächsten Herbst.',
    },
    {
      type: 'paragraph',
      text: 'Zum Herbst gehören natürlich auch die passenden Weine. Elena empfiehlt zu den Kürbisravioli einen Weißwein aus dem Friaul, zu den Steinpilzen einen Nebbiolo und zum Trüffel, wenn Sie etwas zu feiern haben, einen gereiften Barolo. Fragen Sie sie ruhig, sie hat für jedes Herbstgericht eine Idee. Die Herbstkarte gibt es, solange Kürbis und Pilze es hergeben, meistens bis in den Dezember hinein.',
    },
    {
      type: 'paragraph',
      text: 'Und wenn draußen der erste Novemberregen gegen die Fenster schlägt, gibt es kaum einen schöneren Ort als einen warmen Tisch, einen Teller Pasta und ein Glas Rotwein. Bleiben Sie ruhig etwas länger – der Herbst ist die beste Jahreszeit zum Verweilen.',
    },
  ],
  en: [
    {
      type: 'paragraph',
      text: 'In Italy you cook by the calendar. What is growing right now goes on the plate, and what is not waits until next year. That is why we change part of our menu with every season. The classics stay – the tagliatelle al ragù, the grilled sea bream, the flambéed beef tenderloin – but beside them are dishes you can only have for a few weeks. Our autumn menu has been here since mid-October, and it is the one I look forward to most every year.',
    },
    { type: 'heading', text: 'New on the menu' },
    {
      type: 'list',
      items: [
        'Ravioli di zucca: homemade ravioli filled with pumpkin and amaretti, tossed in sage butter, with shaved Parmigiano Reggiano.',
        'Tagliatelle ai funghi porcini: fresh ribbon pasta with porcini, garlic, parsley and a splash of white wine.',
        'Tagliolini al tartufo bianco: fine tagliolini in butter, with white truffle from Alba shaved over them at your table.',
        'Orata con finocchio e arancia: sea bream fillet on braised fennel with orange and black olives.',
        'Torta di castagne: a moist chestnut cake with whipped cream and a hint of rum.',
      ],
    },
    {
      type: 'paragraph',
      text: 'The pumpkin comes from Brandenburg, the porcini from Piedmont and Tuscany, depending on where the foragers have been lucky. For the ravioli we roast the pumpkin in the oven until it is sweet and almost caramelised, and mix it with crumbled amaretti and Parmigiano. The recipe comes from Mantua, where this filling has been made for centuries. The sweetness of the pumpkin and the gentle bitterness of the amaretti – once you have tasted it, you wait for autumn every year.',
    },
    { type: 'heading', text: 'The white truffle' },
    {
      type: 'paragraph',
      text: 'The white truffle from Alba is the most precious thing autumn brings us. It only grows wild, cannot be farmed and is hunted with dogs in the woods, often at night. Its scent is so intense that we shave it over the pasta only at your table, so that none of it is lost in the kitchen. Because the price changes a lot from harvest to harvest, our staff will tell you the price of the day before you order. The season usually ends in December – and then it is a long wait until next autumn.',
    },
    {
      type: 'paragraph',
      text: 'Autumn of course also calls for the right wines. With the pumpkin ravioli Elena recommends a white from Friuli, with the porcini a nebbiolo, and with the truffle, if you have something to celebrate, an aged Barolo. Do ask her; she has an idea for every autumn dish. The autumn menu stays as long as the pumpkins and mushrooms last, usually into December.',
    },
    {
      type: 'paragraph',
      text: 'And when the first November rain beats against the windows, there is hardly a better place than a warm table, a plate of pasta and a glass of red wine. Do stay a little longer – autumn is the best season for lingering.',
    },
  ],
};
