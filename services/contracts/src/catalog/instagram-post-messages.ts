import { messageKeys } from '../validation/message-keys.js';

/** What the catalog answers an owner keeping the Instagram wall (docs/decisions.md 151), in both languages. */
export const instagramPostMessages = {
  en: {
    'instagramPost.imageUrl.required': 'Please choose one of the uploaded pictures',
    'instagramPost.imageUrl.invalid': 'Only pictures uploaded here can be shown, never another site’s',
    'instagramPost.caption.required': 'The caption is required in both languages',
    'instagramPost.alt.required': 'Please describe the picture for those who cannot see it',
    'instagramPost.postUrl.invalid': 'Please enter the post’s address on Instagram, starting with https://www.instagram.com/',
    'instagramPost.postedOn.invalid': 'Please enter the day it was posted',
    'instagramPost.notFound': 'Instagram post not found',
    'instagramPost.order.invalid': 'Please send every Instagram post once, in the new order',
  },
  de: {
    'instagramPost.imageUrl.required': 'Bitte wählen Sie eines der hochgeladenen Bilder',
    'instagramPost.imageUrl.invalid': 'Es können nur hier hochgeladene Bilder gezeigt werden, keine anderer Seiten',
    'instagramPost.caption.required': 'Die Bildunterschrift ist in beiden Sprachen erforderlich',
    'instagramPost.alt.required': 'Bitte beschreiben Sie das Bild für Menschen, die es nicht sehen können',
    'instagramPost.postUrl.invalid':
      'Bitte geben Sie die Adresse des Beitrags auf Instagram ein, beginnend mit https://www.instagram.com/',
    'instagramPost.postedOn.invalid': 'Bitte geben Sie den Tag ein, an dem der Beitrag erschien',
    'instagramPost.notFound': 'Instagram-Beitrag nicht gefunden',
    'instagramPost.order.invalid': 'Bitte senden Sie jeden Instagram-Beitrag einmal, in der neuen Reihenfolge',
  },
} as const;

export const instagramPostText = messageKeys(instagramPostMessages);
