import type { PostBody } from './blog-post';

/** The text of 'italienische-tischtraditionen', in both languages (loaded with the post's page, not with the list). */
export const body: PostBody = {
  de: [
    {
      type: 'paragraph',
      text: 'Wenn Gäste zum ersten Mal unsere Karte aufschlagen, fragen sie oft: Muss ich das alles essen? Die ehrliche Antwort lautet: nein. Aber es lohnt sich zu wissen, wie ein italienischer Abend gedacht ist. Denn die Reihenfolge der Gänge ist keine Regel aus dem Lehrbuch, sondern ein Rhythmus, der den Abend langsamer macht. Und genau darum geht es bei uns: bleiben, genießen, verweilen.',
    },
    { type: 'heading', text: 'Die Gänge eines Abends' },
    {
      type: 'list',
      items: [
        'Aperitivo: ein Glas Prosecco, ein Negroni oder ein Aperol Spritz, dazu ein paar Oliven. Der Aperitivo öffnet den Appetit und den Abend.',
        'Antipasto: etwas Kleines zum Teilen, etwa Vitello tonnato, Burrata oder Bruschetta.',
        'Primo: der erste Gang, meistens Pasta oder eine Suppe. In Italien ist die Portion kleiner, als man es hierzulande gewohnt ist.',
        'Secondo: Fisch oder Fleisch, dazu ein Contorno, eine Beilage aus Gemüse oder Kartoffeln.',
        'Dolce und Caffè: ein Tiramisù oder ein Sorbetto, danach ein Espresso – und wer mag, einen Grappa oder Limoncello.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Niemand muss jeden Gang bestellen. Viele Italiener wählen an einem gewöhnlichen Abend ein Antipasto und ein Primo, oder ein Primo und ein Secondo. Bei uns dürfen Sie die Gänge frei kombinieren und gern auch teilen. Wenn Sie möchten, bringen wir die Pasta als halbe Portion, damit noch Platz für den Fisch bleibt. Fragen Sie einfach im Service, wir beraten Sie gern.',
    },
    { type: 'heading', text: 'Die Sache mit dem Cappuccino' },
    {
      type: 'paragraph',
      text: 'Eine Tradition sorgt bei unseren Gästen immer wieder für ein Lächeln: In Italien trinkt man Cappuccino zum Frühstück, aber nach dem Essen so gut wie nie. Die Milch, sagt man, liegt nach einem vollen Teller zu schwer im Magen. Nach dem Dessert kommt deshalb ein Espresso, kurz und kräftig. Bei uns bekommen Sie natürlich trotzdem jederzeit einen Cappuccino – wir sind in Berlin, und Gastfreundschaft geht vor Tradition. Nur ein kleines Augenzwinkern von mir müssen Sie dann aushalten.',
    },
    { type: 'heading', text: 'La Vigilia: Fisch am Heiligabend' },
    {
      type: 'paragraph',
      text: 'Im Dezember denken wir an eine Tradition aus dem Süden Italiens. Am Heiligabend, der Vigilia di Natale, isst man dort traditionell kein Fleisch, sondern Fisch und Meeresfrüchte, in manchen Familien in vielen kleinen Gängen hintereinander. In meiner Familie in Neapel gab es immer Spaghetti mit Venusmuscheln und frittierten Fisch, und der Abend dauerte bis lange nach Mitternacht. Wer diesen Geschmack sucht, findet bei uns das ganze Jahr Linguine alle vongole und Fritto misto di mare.',
    },
    {
      type: 'paragraph',
      text: 'Am Ende ist die wichtigste Tradition die einfachste: Man nimmt sich Zeit. Ein italienischer Abend ist kein Programm, das man abarbeitet, sondern ein Gespräch, das zwischen den Gängen weitergeht. Deshalb bringen wir die Rechnung erst, wenn Sie danach fragen. Nicht aus Vergesslichkeit, sondern aus Respekt vor Ihrem Abend.',
    },
  ],
  en: [
    {
      type: 'paragraph',
      text: 'When guests open our menu for the first time, they often ask: do I have to eat all of this? The honest answer is no. But it is worth knowing how an Italian evening is meant to work. The order of the courses is not a textbook rule but a rhythm that slows the evening down. And that is exactly what we are about: stay, enjoy, linger.',
    },
    { type: 'heading', text: 'The courses of an evening' },
    {
      type: 'list',
      items: [
        'Aperitivo: a glass of prosecco, a negroni or an Aperol spritz, with a few olives. The aperitivo opens the appetite and the evening.',
        'Antipasto: something small to share, such as vitello tonnato, burrata or bruschetta.',
        'Primo: the first course, usually pasta or a soup. In Italy the portion is smaller than people here are used to.',
        'Secondo: fish or meat, with a contorno, a side of vegetables or potatoes.',
        'Dolce and caffè: a tiramisù or a sorbetto, then an espresso – and, for those who like, a grappa or a limoncello.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Nobody has to order every course. On an ordinary evening many Italians choose an antipasto and a primo, or a primo and a secondo. Here you may combine the courses freely, and sharing is welcome. If you like, we bring the pasta as a half portion so that there is still room for the fish. Just ask our staff; we are happy to advise you.',
    },
    { type: 'heading', text: 'The thing about cappuccino' },
    {
      type: 'paragraph',
      text: 'One tradition always makes our guests smile: in Italy people drink cappuccino with breakfast, but hardly ever after a meal. The milk, they say, sits too heavy on a full stomach. So after dessert comes an espresso, short and strong. Of course you can still have a cappuccino here at any time – we are in Berlin, and hospitality comes before tradition. You will just have to put up with a little wink from me.',
    },
    { type: 'heading', text: 'La Vigilia: fish on Christmas Eve' },
    {
      type: 'paragraph',
      text: 'In December we think of a tradition from the south of Italy. On Christmas Eve, the Vigilia di Natale, people there traditionally eat no meat but fish and seafood, in some families in many small courses one after another. In my family in Naples there were always spaghetti with clams and fried fish, and the evening lasted until long after midnight. If you are looking for that taste, you will find linguine alle vongole and fritto misto di mare with us all year round.',
    },
    {
      type: 'paragraph',
      text: 'In the end the most important tradition is the simplest: you take your time. An Italian evening is not a programme to get through but a conversation that carries on between the courses. That is why we bring the bill only when you ask for it. Not out of forgetfulness, but out of respect for your evening.',
    },
  ],
};
