// Translation keys are checked by the type checker: `t('unknown.key')`, a key of another namespace than those the
// component asked for, or a namespace that does not exist fails `npm run typecheck`. French is the reference
// (catalogues.test.ts holds the other languages to the same keys), and `messages` is the shared package's catalogue
// as the web app downloads it (without the mails, SMS and documents only the API sends).
import type { Catalogue } from '@gbaka/shared';
import type admin from './locales/fr/admin.json';
import type auth from './locales/fr/auth.json';
import type booking from './locales/fr/booking.json';
import type common from './locales/fr/common.json';
import type cookies from './locales/fr/cookies.json';
import type help from './locales/fr/help.json';
import type home from './locales/fr/home.json';
import type invitations from './locales/fr/invitations.json';
import type operator from './locales/fr/operator.json';
import type pairs from './locales/fr/pairs.json';
import type partner from './locales/fr/partner.json';
import type privacy from './locales/fr/privacy.json';
import type profile from './locales/fr/profile.json';
import type routes from './locales/fr/routes.json';
import type search from './locales/fr/search.json';
import type stations from './locales/fr/stations.json';
import type terms from './locales/fr/terms.json';
import type tickets from './locales/fr/tickets.json';
import type tracking from './locales/fr/tracking.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      auth: typeof auth;
      booking: typeof booking;
      common: typeof common;
      cookies: typeof cookies;
      help: typeof help;
      home: typeof home;
      invitations: typeof invitations;
      operator: typeof operator;
      pairs: typeof pairs;
      partner: typeof partner;
      privacy: typeof privacy;
      profile: typeof profile;
      routes: typeof routes;
      search: typeof search;
      stations: typeof stations;
      terms: typeof terms;
      tickets: typeof tickets;
      tracking: typeof tracking;
      messages: Catalogue;
    };
  }
}
