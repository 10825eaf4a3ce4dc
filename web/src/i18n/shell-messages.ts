import { featureMessages } from './feature-messages';
import { de } from './messages/de';
import { en } from './messages/en';

/** The shell's texts (layout, home, 404, status) in one catalogue, as the build compiles it (`?icu`). */
export const shellMessages = featureMessages({ de, en });
