import type { PostBody } from './blog-post';

/** The text of 'wein-und-begleitung', in both languages (loaded with the post's page, not with the list). */
export const body: PostBody = {
  de: [
    {
      type: 'paragraph',
      text: 'Als ich im Frühjahr 2025 zum Team der Trattoria La Sosta kam, lagen im Keller knapp vierzig Weine. Heute sind es über hundert, und jeder einzelne kommt aus Italien. Das klingt nach viel, aber Italien macht es einem leicht: Es gibt kaum eine Region ohne Weinbau und Hunderte heimischer Rebsorten. Die Schwierigkeit ist nicht, gute Weine zu finden, sondern sich zu entscheiden.',
    },
    { type: 'heading', text: 'Wie unsere Karte aufgebaut ist' },
    {
      type: 'paragraph',
      text: 'Unsere Weinkarte folgt der Landkarte, von Norden nach Süden. Sie beginnt mit den Schaumweinen, dem Prosecco aus Valdobbiadene und dem Franciacorta aus der Lombardei. Danach kommen die Weißweine aus Südtirol, dem Friaul und dem Veneto, die großen Roten aus dem Piemont und der Toskana und schließlich die sonnigen Weine des Südens: Primitivo aus Apulien, Nero d’Avola aus Sizilien, Vermentino und Cannonau aus Sardinien. Einige Weine schenken wir offen im Glas aus, die übrigen gibt es als Flasche.',
    },
    { type: 'heading', text: 'Drei einfache Regeln' },
    {
      type: 'paragraph',
      text: 'Über Wein und Essen wird viel geschrieben, und manches davon ist kompliziert. Ich halte mich an drei einfache Regeln:',
    },
    {
      type: 'list',
      items: [
        'Was zusammen wächst, passt zusammen. Zu einem Gericht aus der Toskana schmeckt fast immer ein toskanischer Wein.',
        'Leichte Gerichte, leichte Weine. Zu Fisch und Meeresfrüchten passt ein frischer Weißwein, zu geschmortem Fleisch ein kräftiger Roter.',
        'Säure liebt Säure. Eine Tomatensauce braucht einen Wein mit Frische, sonst wirkt er neben ihr flach.',
      ],
    },
    { type: 'heading', text: 'Drei Beispiele von unserer Karte' },
    {
      type: 'paragraph',
      text: 'Zur gegrillten Dorade empfehle ich einen Vermentino di Sardegna: mineralisch, mit Zitrusfrische und einem Hauch Mandel, wie ein Spritzer Zitrone über dem Fisch. Zu den Pappardelle mit Wildschweinragù gehört ein Chianti Classico, dessen Säure und Kirschfrucht das lange Schmoren ausgleichen. Und zum Rinderfilet, das am Tisch flambiert wird, öffnen wir gern einen Nebbiolo aus dem Piemont – oder einen Primitivo di Manduria, wenn Sie es etwas weicher und fruchtiger mögen.',
    },
    { type: 'heading', text: 'DOC, DOCG und was das Etikett verrät' },
    {
      type: 'paragraph',
      text: 'Auf vielen italienischen Etiketten stehen Buchstaben, die Gäste oft fragend ansehen: DOC oder DOCG. Sie bedeuten, dass ein Wein aus einem fest umrissenen Gebiet stammt und nach dessen Regeln gemacht wurde, von den erlaubten Rebsorten bis zur Reifezeit. Das G steht für „garantita“ und gilt für die strengsten Herkunftsbezeichnungen, etwa Chianti Classico, Barolo oder Franciacorta. Ein Urteil über den einzelnen Wein ist das nicht, wohl aber ein Versprechen über seine Herkunft. Einige unserer liebsten Weine tragen übrigens nur die schlichte Bezeichnung IGT, weil ihre Winzer sich nicht an jede Regel halten wollten.',
    },
    {
      type: 'paragraph',
      text: 'Die wichtigste Regel steht aber über allen anderen: Trinken Sie, was Ihnen schmeckt. Wenn Sie zum Fisch lieber einen leichten Rotwein möchten, ist das keine Sünde, sondern eine Entscheidung. Ich erzähle Ihnen gern, was ich wählen würde, aber am Ende ist es Ihr Abend und Ihr Glas. Und wenn Sie sich nicht entscheiden können, bringe ich Ihnen zwei kleine Schlucke zum Probieren. Wer keinen Alkohol trinken möchte, muss auf eine Begleitung nicht verzichten: Zur Pasta passt ein Chinotto mit seiner herben Bitterorange erstaunlich gut, zum Fisch unsere hausgemachte Zitronenlimonade mit frischer Minze.',
    },
    {
      type: 'paragraph',
      text: 'Wer tiefer eintauchen möchte, ist bei unseren Weinproben richtig. Dort stellen wir an einem Abend sechs Weine aus einer oder zwei Regionen vor, dazu gibt es Antipasti, gereiften Käse und Geschichten über die Winzer, die wir besucht haben. Die nächsten Termine finden Sie bei unseren Veranstaltungen. Salute!',
    },
  ],
  en: [
    {
      type: 'paragraph',
      text: 'When I joined the team of Trattoria La Sosta in the spring of 2025, there were just under forty wines in the cellar. Today there are over a hundred, and every single one comes from Italy. That sounds like a lot, but Italy makes it easy: there is hardly a region without vineyards, and there are hundreds of native grape varieties. The difficulty is not finding good wines but choosing.',
    },
    { type: 'heading', text: 'How our list is organised' },
    {
      type: 'paragraph',
      text: 'Our wine list follows the map, from north to south. It begins with the sparkling wines, the prosecco from Valdobbiadene and the Franciacorta from Lombardy. Then come the whites from South Tyrol, Friuli and the Veneto, the great reds of Piedmont and Tuscany, and finally the sunny wines of the south: primitivo from Apulia, nero d’avola from Sicily, vermentino and cannonau from Sardinia. We pour some wines by the glass; all the others come by the bottle.',
    },
    { type: 'heading', text: 'Three simple rules' },
    {
      type: 'paragraph',
      text: 'A lot is written about wine and food, and some of it is complicated. I keep to three simple rules:',
    },
    {
      type: 'list',
      items: [
        'What grows together goes together. A dish from Tuscany almost always tastes good with a Tuscan wine.',
        'Light dishes, light wines. Fish and seafood like a fresh white, braised meat a powerful red.',
        'Acidity loves acidity. A tomato sauce needs a wine with freshness, or the wine tastes flat beside it.',
      ],
    },
    { type: 'heading', text: 'Three examples from our menu' },
    {
      type: 'paragraph',
      text: 'With the grilled sea bream I recommend a Vermentino di Sardegna: mineral, with citrus freshness and a hint of almond, like a squeeze of lemon over the fish. The pappardelle with wild boar ragù call for a Chianti Classico, whose acidity and cherry fruit balance the long braising. And with the beef tenderloin flambéed at the table we like to open a nebbiolo from Piedmont – or a Primitivo di Manduria, if you prefer it a little softer and fruitier.',
    },
    { type: 'heading', text: 'DOC, DOCG and what the label tells you' },
    {
      type: 'paragraph',
      text: 'Many Italian labels carry letters that guests often look at with a question: DOC or DOCG. They mean that a wine comes from a clearly defined area and was made by that area’s rules, from the permitted grape varieties to the ageing time. The G stands for “garantita” and marks the strictest designations, such as Chianti Classico, Barolo or Franciacorta. It is no verdict on the single wine, but it is a promise about where it comes from. Some of our favourite wines, by the way, carry only the plain IGT, because their winemakers did not want to follow every rule.',
    },
    {
      type: 'paragraph',
      text: 'The most important rule stands above all the others, though: drink what you enjoy. If you would rather have a light red with your fish, that is not a sin but a choice. I am happy to tell you what I would pick, but in the end it is your evening and your glass. And if you cannot decide, I will bring you two small sips to taste. If you would rather not drink alcohol, you need not go without a companion for your meal: a chinotto, with its bitter orange, goes surprisingly well with pasta, and our homemade lemonade with fresh mint with fish.',
    },
    {
      type: 'paragraph',
      text: 'If you want to go deeper, our wine tastings are the place. On those evenings we present six wines from one or two regions, with antipasti, aged cheese and stories about the winemakers we have visited. You will find the next dates under our events. Salute!',
    },
  ],
};
