import type { MessageId } from './de';

/** English texts. The type asks for every id, so a forgotten translation fails the typecheck, not the guest. */
export const en = {
  'meta.homeTitle': '{name} – Italian restaurant in {city}',
  'meta.pageTitle': '{page} | {name}',

  'layout.skipToContent': 'Skip to content',
  'localeSwitch.label': 'Language',
  'localeSwitch.de': 'DE',
  'localeSwitch.en': 'EN',

  'home.hero.title': 'Welcome to {name}',
  'home.hero.lead': 'Homemade pasta, fresh Mediterranean fish and beef tenderloin flambéed at the table.',
  'home.hero.reserve': 'Make Reservation',
  'home.hero.viewMenu': 'View Menu',

  'notFound.title': 'Page Not Found',
  'notFound.text': 'Sorry, this page does not exist.',
  'notFound.backHome': 'Back to Home',

  'systemStatus.title': 'System status',
  'systemStatus.loading': 'Loading status …',
  'systemStatus.error': 'The system status could not be loaded.',
  'systemStatus.tryAgain': 'Try Again',
  'systemStatus.overall.ok': 'All services are running.',
  'systemStatus.overall.degraded': 'Some services have problems.',
  'systemStatus.state.ok': 'OK',
  'systemStatus.state.fail': 'Failing',
  'systemStatus.state.unreachable': 'Unreachable',
} satisfies Record<MessageId, string>;
