/**
 * The sign-in and guard messages (the first two as the product's texts have them). A module without zod: the
 * dashboard's first load compares against the CSRF refusal without bringing every schema along.
 */
export const authMessages = {
  invalidCredentials: 'Invalid credentials. Please check your email/username and password.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  authenticationRequired: 'Please sign in to continue.',
  ownerOnly: 'Only an owner may do this. Please ask the owner of the restaurant.',
  csrfRequired: 'This action needs a valid CSRF token. Please reload the page and try again.',
  /** The gateway's per-address limit (and a service's, where it spares the browsers it knows). */
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;
