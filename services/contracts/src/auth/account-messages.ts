import { messageKeys, type Messages } from '../validation/message-keys.js';

/** What the auth service answers an owner keeping the accounts (docs/decisions.md 86), in German and English. */
export const accountMessages = {
  en: {
    'account.email.invalid': 'Please enter a valid email address',
    'account.firstName.required': 'The first name is required',
    'account.username.invalid': 'The username may have 3 to 40 letters, digits, dots, hyphens and underscores',
    'account.role.invalid': 'Please choose owner or staff',
    'account.change.empty': 'Please say what to change',
    'account.email.taken': 'An account with this email address already exists',
    'account.username.taken': 'An account with this username already exists',
    'account.notFound': 'Account not found',
    'account.notOwnAccount': 'You cannot disable your own account or take away your own owner role',
    'account.lastOwner': 'The restaurant needs at least one active owner: make another account an owner first',
    'account.disabled': 'This account has been disabled. Please ask the owner.',
    'account.currentPassword.required': 'Current password is required',
    'account.currentPassword.wrong': 'The current password is not right',
    'account.newPassword.tooShort': 'The new password must be at least 12 characters long',
    'account.password.notChanged': 'The password was not changed',
    'account.newPassword.same': 'The new password must differ from the current one',
    'account.password.mustChange':
      'Please choose your own password first: the one-time password you were given works only for that.',
  },
  de: {
    'account.email.invalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    'account.firstName.required': 'Der Vorname ist erforderlich',
    'account.username.invalid': 'Der Benutzername darf 3 bis 40 Buchstaben, Ziffern, Punkte, Binde- und Unterstriche haben',
    'account.role.invalid': 'Bitte wählen Sie Inhaber oder Mitarbeiter',
    'account.change.empty': 'Bitte geben Sie an, was geändert werden soll',
    'account.email.taken': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
    'account.username.taken': 'Es gibt bereits ein Konto mit diesem Benutzernamen',
    'account.notFound': 'Konto nicht gefunden',
    'account.notOwnAccount': 'Sie können Ihr eigenes Konto nicht deaktivieren und sich selbst die Inhaberrolle nicht nehmen',
    'account.lastOwner':
      'Das Restaurant braucht mindestens einen aktiven Inhaber: Machen Sie zuerst ein anderes Konto zum Inhaber',
    'account.disabled': 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Inhaber.',
    'account.currentPassword.required': 'Das aktuelle Passwort ist erforderlich',
    'account.currentPassword.wrong': 'Das aktuelle Passwort stimmt nicht',
    'account.newPassword.tooShort': 'Das neue Passwort muss mindestens 12 Zeichen lang sein',
    'account.password.notChanged': 'Das Passwort wurde nicht geändert',
    'account.newPassword.same': 'Das neue Passwort muss sich vom bisherigen unterscheiden',
    'account.password.mustChange': 'Bitte wählen Sie zuerst Ihr eigenes Passwort: Das erhaltene Einmalpasswort gilt nur dafür.',
  },
} satisfies Messages<string>;
export const accountText = messageKeys(accountMessages);
