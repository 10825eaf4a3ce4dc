import type { PostBody } from './blog-post';

/** The text of 'unsere-geschichte', in both languages (loaded with the post's page, not with the list). */
export const body: PostBody = {
  de: [
    {
      type: 'paragraph',
      text: 'Als ich im Herbst 2024 zum ersten Mal durch die Tür der Trattoria La Sosta ging, war es ein ganz gewöhnlicher Dienstagabend. An den dunklen Holztischen saßen Stammgäste, die sich mit Vornamen begrüßten, aus der Küche kam der Duft von Knoblauch und Rosmarin, und niemand schien es eilig zu haben. Die Vorbesitzer hatten das Restaurant viele Jahre mit ganzem Herzen geführt und suchten jemanden, der es nicht neu erfinden, sondern weitertragen wollte. Ich habe an diesem Abend zwei Teller Pasta gegessen und wusste danach: Diese Person wollte ich sein.',
    },
    {
      type: 'paragraph',
      text: 'Ich bin in einem kleinen Ort bei Modena aufgewachsen, in einer Familie, in der sonntags zwölf Leute um einen Tisch saßen und niemand vor dem Kaffee aufstand. Meine Großmutter rollte die Pasta mit einem Nudelholz aus, das länger war als ich, und sie hatte für jeden Gast einen Stuhl und eine zweite Portion. Nach Berlin bin ich vor fünfzehn Jahren gekommen, eigentlich nur für ein Jahr. Geblieben bin ich wegen der Stadt – und in der Gastronomie wegen genau dieser Erinnerung an volle Tische.',
    },
    { type: 'heading', text: 'Was „La Sosta“ bedeutet' },
    {
      type: 'paragraph',
      text: '„La sosta“ ist im Italienischen die Rast, der kurze Halt unterwegs. Man hält an, setzt sich, isst eine Kleinigkeit und trinkt ein Glas Wein – und merkt irgendwann, dass aus dem kurzen Halt ein ganzer Abend geworden ist. Genau das soll unser Restaurant sein. Unser Motto haben wir deshalb ganz einfach formuliert: bleiben, genießen, verweilen. Bei uns wird kein Tisch nach neunzig Minuten für die nächste Reservierung gebraucht. Wer kommt, darf bleiben, so lange er möchte, auch für einen zweiten Espresso und einen letzten Grappa.',
    },
    {
      type: 'paragraph',
      text: 'Im März 2025 haben wir mit einem neuen Team wieder geöffnet. In der Küche steht Luca Ferrante, mit dem ich vor vielen Jahren in Bologna meine ersten Schichten gearbeitet habe. An seiner Seite ist Sofia Conti, unsere Souschefin, die jeden Morgen die Pasta macht und keinen Teig aus der Hand gibt, der nicht perfekt ist. Im Gastraum begrüßt Sie Paolo Greco, der jeden Stammgast nach zwei Besuchen beim Namen kennt, und um den Weinkeller kümmert sich Elena Marchetti. Wir sprechen Italienisch, Deutsch und Englisch – manchmal alles in einem Satz.',
    },
    { type: 'heading', text: 'Was geblieben ist und was neu ist' },
    {
      type: 'paragraph',
      text: 'Vieles haben wir bewusst so gelassen, wie es war: die Holztische, die alten Fotos an der Wand und einige Rezepte, nach denen unsere Stammgäste schon am ersten Abend gefragt haben. Anderes haben wir neu gedacht:',
    },
    {
      type: 'list',
      items: [
        'Die Pasta machen wir jeden Morgen selbst, von den Tagliatelle bis zu den Ravioli.',
        'Fisch und Meeresfrüchte kommen mehrmals in der Woche frisch aus dem Mittelmeer.',
        'Das Rinderfilet flambieren wir wie früher direkt an Ihrem Tisch.',
        'Die Weinkarte ist auf über hundert italienische Weine gewachsen, einige davon schenken wir offen im Glas aus.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Die ersten Wochen waren, ehrlich gesagt, aufregend. Wir haben Rezepte verworfen und wieder aufgenommen, die Karte dreimal neu gedruckt und jeden Abend nach Schluss zusammengesessen, um zu besprechen, was unsere Gäste gesagt haben. Vieles davon ist direkt in die Küche geflossen: Die Antipasti sind großzügiger geworden, und das Tiramisù ist wieder das von früher, weil so viele danach gefragt haben. Und die Focaccia, die es anfangs nur am Wochenende gab, backen wir inzwischen jeden Tag frisch.',
    },
    {
      type: 'paragraph',
      text: 'In diesem Blog erzählen wir ab jetzt, was hinter der Küchentür und im Weinkeller passiert: von Rezepten und Lieferanten, von der Saisonkarte und von den italienischen Traditionen, die wir nach Berlin mitgebracht haben. Am schönsten ist es aber, wenn Sie uns selbst besuchen, ob als Nachbar auf ein Glas Wein nach der Arbeit, mit der ganzen Familie an einem langen Tisch oder zu zweit an Ihrem Jahrestag. Kommen Sie vorbei, bleiben Sie ein bisschen länger als geplant – und erzählen Sie uns, wie es Ihnen geschmeckt hat.',
    },
  ],
  en: [
    {
      type: 'paragraph',
      text: 'The first time I walked through the door of Trattoria La Sosta, in the autumn of 2024, it was an ordinary Tuesday evening. Regulars sat at the dark wooden tables greeting each other by first name, the smell of garlic and rosemary drifted out of the kitchen, and nobody seemed to be in a hurry. The previous owners had run the restaurant with all their heart for many years and were looking for someone who would not reinvent it but carry it on. I ate two plates of pasta that evening and knew afterwards that I wanted to be that someone.',
    },
    {
      type: 'paragraph',
      text: 'I grew up in a small town near Modena, in a family where twelve people sat around the table on Sundays and nobody got up before the coffee. My grandmother rolled out the pasta with a rolling pin longer than I was tall, and she had a chair and a second helping for every guest. I came to Berlin fifteen years ago, meaning to stay for a year. I stayed for the city – and in restaurants because of exactly that memory of full tables.',
    },
    { type: 'heading', text: 'What “La Sosta” means' },
    {
      type: 'paragraph',
      text: 'In Italian, “la sosta” is the rest, the short stop along the way. You stop, sit down, eat a little something and drink a glass of wine – and at some point you notice that the short stop has turned into a whole evening. That is exactly what our restaurant should be. So we put our motto very simply: stay, enjoy, linger. Here no table is needed back after ninety minutes for the next booking. Whoever comes may stay as long as they like, for a second espresso and a last grappa too.',
    },
    {
      type: 'paragraph',
      text: 'In March 2025 we reopened with a new team. In the kitchen is Luca Ferrante, with whom I worked my first shifts in Bologna many years ago. At his side is Sofia Conti, our sous-chef, who makes the pasta every morning and never lets a dough go that is not perfect. In the dining room Paolo Greco welcomes you – he knows every regular by name after two visits – and Elena Marchetti looks after the wine cellar. We speak Italian, German and English, sometimes all in one sentence.',
    },
    { type: 'heading', text: 'What stayed and what is new' },
    {
      type: 'paragraph',
      text: 'We deliberately left a lot as it was: the wooden tables, the old photographs on the wall and some of the recipes our regulars asked for on the very first evening. Other things we rethought:',
    },
    {
      type: 'list',
      items: [
        'We make the pasta ourselves every morning, from the tagliatelle to the ravioli.',
        'Fish and seafood arrive fresh from the Mediterranean several times a week.',
        'As before, we flambé the beef tenderloin right at your table.',
        'The wine list has grown to over a hundred Italian wines, and we pour some of them by the glass.',
      ],
    },
    {
      type: 'paragraph',
      text: 'The first weeks were, to be honest, exciting. We dropped recipes and picked them up again, reprinted the menu three times and sat together every night after closing to talk about what our guests had said. Much of it went straight into the kitchen: the antipasti have become more generous, and the tiramisù is the old one again, because so many of you asked for it. And the focaccia, which at first we only baked at weekends, now comes fresh from the oven every day.',
    },
    {
      type: 'paragraph',
      text: 'From now on this blog is where we tell you what happens behind the kitchen door and in the wine cellar: recipes and suppliers, the seasonal menu, and the Italian traditions we have brought with us to Berlin. Best of all, though, is when you visit us yourself, whether as a neighbour dropping in for a glass of wine after work, with the whole family at one long table or as a couple on your anniversary. Come by, stay a little longer than you planned – and tell us how you liked it.',
    },
  ],
};
