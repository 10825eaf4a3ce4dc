import { messageKeys, type Messages } from '../validation/message-keys.js';

/** What the catalog answers an owner writing a blog post (docs/decisions.md 150), in both languages. */
export const blogPostMessages = {
  en: {
    'blogPost.title.required': 'The title is required in this language',
    'blogPost.slug.invalid': 'The address may hold lowercase letters a–z, digits and hyphens, 3 to 80 characters',
    'blogPost.slug.taken': 'Another post already has this address in this language',
    'blogPost.teaser.required': 'The teaser is required in this language',
    'blogPost.body.required': 'The text is required in this language',
    'blogPost.body.tooLong': 'The text is too long (at most 40,000 characters)',
    'blogPost.category.invalid': 'Please choose a category from the list',
    'blogPost.author.required': 'The author is required',
    'blogPost.coverImageUrl.invalid': 'Please choose one of the pictures uploaded here (pictures from other sites are refused)',
    'blogPost.coverAlt.required': 'Please describe the picture in this language, for guests who cannot see it',
    'blogPost.status.invalid': 'Please choose draft, published or scheduled',
    'blogPost.publishAt.invalid': 'Please enter a date and time',
    'blogPost.publishAt.required': 'A scheduled post needs the date and time it is published',
    'blogPost.publishAt.past': 'A scheduled post must be published in the future',
    'blogPost.notFound': 'This post no longer exists',
    'blogPost.version.conflict':
      'Someone else saved this post since you opened it. Please reload to see their version, then make your change again.',
    'blogPost.version.invalid': 'If-Match must name the version you edited, e.g. "3"',
  },
  de: {
    'blogPost.title.required': 'Der Titel ist in dieser Sprache erforderlich',
    'blogPost.slug.invalid': 'Die Adresse darf Kleinbuchstaben a–z, Ziffern und Bindestriche enthalten, 3 bis 80 Zeichen',
    'blogPost.slug.taken': 'Ein anderer Beitrag hat in dieser Sprache schon diese Adresse',
    'blogPost.teaser.required': 'Der Anreißer ist in dieser Sprache erforderlich',
    'blogPost.body.required': 'Der Text ist in dieser Sprache erforderlich',
    'blogPost.body.tooLong': 'Der Text ist zu lang (höchstens 40.000 Zeichen)',
    'blogPost.category.invalid': 'Bitte wählen Sie eine Kategorie aus der Liste',
    'blogPost.author.required': 'Die Autorin oder der Autor ist erforderlich',
    'blogPost.coverImageUrl.invalid':
      'Bitte wählen Sie ein hier hochgeladenes Bild (Bilder von anderen Websites werden abgelehnt)',
    'blogPost.coverAlt.required': 'Bitte beschreiben Sie das Bild in dieser Sprache für Gäste, die es nicht sehen können',
    'blogPost.status.invalid': 'Bitte wählen Sie Entwurf, veröffentlicht oder geplant',
    'blogPost.publishAt.invalid': 'Bitte geben Sie Datum und Uhrzeit ein',
    'blogPost.publishAt.required': 'Ein geplanter Beitrag braucht Datum und Uhrzeit seiner Veröffentlichung',
    'blogPost.publishAt.past': 'Ein geplanter Beitrag muss in der Zukunft erscheinen',
    'blogPost.notFound': 'Diesen Beitrag gibt es nicht mehr',
    'blogPost.version.conflict':
      'Jemand anderes hat diesen Beitrag gespeichert, seit Sie ihn geöffnet haben. Bitte laden Sie neu, um die neue Fassung zu sehen, und ändern Sie dann erneut.',
    'blogPost.version.invalid': 'If-Match muss die bearbeitete Version nennen, z. B. "3"',
  },
} satisfies Messages<string>;
export const blogPostText = messageKeys(blogPostMessages);
