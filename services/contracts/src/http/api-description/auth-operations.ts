import { z } from 'zod';
import {
  adminAccountListSchema,
  adminAccountSchema,
  accountChangeRequestSchema,
  accountWithPasswordSchema,
  newAccountRequestSchema,
} from '../../auth/admin-accounts.js';
import {
  adminSessionListSchema,
  changePasswordRequestSchema,
  csrfResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  sessionResponseSchema,
} from '../../auth/admin-auth.js';
import { errorResponseSchema } from '../error-response.js';
import { empty, error, json, jsonBody, type OperationDescriptions } from './api-operation.js';

const [signedIn, refused] = loginResponseSchema.options;
const invalid = error('A field is not valid: `fields` names each.');

/** The auth service's routes: the admin session (docs/decisions.md 19-21, 99) and the accounts owners keep (86, 88). */
export const authOperations: OperationDescriptions = {
  'POST /api/admin/login': {
    tag: 'Admin session',
    summary: 'Sign in',
    description:
      'With an e-mail address or a username. Sets the access cookie (path `/api`) and the refresh cookie (path `/api/admin`); the answer carries the CSRF token changes must send. Failures are counted per account and per address (docs/decisions.md 99).',
    security: [{}],
    body: jsonBody(loginRequestSchema),
    answers: {
      '200': json('Signed in; the cookies are set.', signedIn, {
        'set-cookie': 'The access and refresh cookies (HttpOnly, SameSite=Strict).',
      }),
      '400': invalid,
      '401': json('Wrong e-mail, username or password.', refused),
      '403': json('The account is disabled (said only after the right password).', refused),
      '429': json(
        "Too many failed sign-ins (the auth service's refusal), or too many calls from the address (the gateway's, in the error shape).",
        z.union([refused, errorResponseSchema]),
        { 'retry-after': 'Seconds to wait.' },
      ),
    },
  },
  'GET /api/admin/session': {
    tag: 'Admin session',
    summary: 'Whether the browser is signed in',
    description:
      'Read from the access cookie, or the refresh cookie once the access token has expired. `user.mustChangePassword`: the account signed in with a one-time password an owner made, and must choose its own before any other admin call (docs/decisions.md 133).',
    security: [{}, { adminSession: [] }, { refreshSession: [] }],
    answers: { '200': json('Signed in, as whom; or not.', sessionResponseSchema) },
  },
  'GET /api/admin/csrf': {
    tag: 'Admin session',
    summary: "The session's CSRF token",
    description: 'The same for the whole session (docs/decisions.md 21): a reloaded dashboard asks for it again.',
    security: [{ adminSession: [] }, { refreshSession: [] }],
    answers: { '200': json('The token.', csrfResponseSchema), '401': error('Not signed in.') },
  },
  'POST /api/admin/refresh': {
    tag: 'Admin session',
    summary: 'Renew the access token',
    description:
      'Authenticated by the refresh cookie and the CSRF header, not the access token, which has usually expired (docs/decisions.md 20). The refresh token rotates; one used twice revokes the session.',
    security: [{ refreshSession: [], csrfToken: [] }],
    answers: {
      '200': json('New cookies are set.', csrfResponseSchema, { 'set-cookie': 'The new access and refresh cookies.' }),
      '401': error('No valid refresh cookie, or the session has ended.'),
      '403': error("The CSRF header is missing or not this session's."),
      '409': error('Another request refreshed the session at the same moment: use its cookies.'),
    },
  },
  'POST /api/admin/logout': {
    tag: 'Admin session',
    summary: 'Sign out',
    answers: { '200': json('The session has ended; the cookies are cleared.', okResponseSchema) },
  },
  'POST /api/admin/password': {
    tag: 'Admin session',
    summary: 'Change your password',
    description:
      'Every other session of the account ends. A session with a one-time password may call this (and sign out) but nothing else until it has (docs/decisions.md 133).',
    body: jsonBody(changePasswordRequestSchema),
    answers: {
      '200': json('Changed.', okResponseSchema),
      '400': error(
        'A field is not valid, the new password is the current one (`fields.newPassword`), or the current password is wrong (`fields.currentPassword`).',
      ),
    },
  },
  'GET /api/admin/sessions': {
    tag: 'Admin session',
    summary: 'Where you are signed in',
    answers: { '200': json("The account's live sessions.", adminSessionListSchema) },
  },
  'DELETE /api/admin/sessions/:id': {
    tag: 'Admin session',
    summary: 'End one of your sessions',
    answers: { '204': empty('Ended (the cookies too, when it is this one).'), '404': error('No such session of yours.') },
  },
  'GET /api/admin/users': {
    tag: 'Admin accounts',
    summary: 'List accounts',
    answers: { '200': json('Every account.', adminAccountListSchema) },
  },
  'POST /api/admin/users': {
    tag: 'Admin accounts',
    summary: 'Create an account',
    description:
      'Its password is made by the server and shown in this answer only (docs/decisions.md 88); the account must change it at its first sign-in (133).',
    body: jsonBody(newAccountRequestSchema),
    answers: {
      '201': json('The account and its one-time password.', accountWithPasswordSchema),
      '400': invalid,
      '409': error('The e-mail or username is taken (`fields` names which).'),
    },
  },
  'PATCH /api/admin/users/:id': {
    tag: 'Admin accounts',
    summary: 'Disable or enable an account, or change its role',
    body: jsonBody(accountChangeRequestSchema),
    answers: {
      '200': json('The account as stored.', adminAccountSchema),
      '400': invalid,
      '404': error('No such account.'),
      '409': error('Your own account cannot lose its owner role, and the last owner cannot be disabled or demoted.'),
    },
  },
  'POST /api/admin/users/:id/password': {
    tag: 'Admin accounts',
    summary: "Reset an account's password",
    description:
      'Every session of the account ends; the new password is in this answer only, and must be changed at the next sign-in (docs/decisions.md 133).',
    answers: { '200': json('The account and its new password.', accountWithPasswordSchema), '404': error('No such account.') },
  },
};
