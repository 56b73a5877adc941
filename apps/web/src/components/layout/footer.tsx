import { Clock, Mail, MapPin, Phone, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT_CITY, CONTACT_EMAIL, CONTACT_PHONE, telHref } from '@/lib/contact';
import { BusIcon } from './brand';

// Plain links: no third-party script, font or image is loaded to show them.
const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/gbaka.ci' },
  { name: 'Instagram', href: 'https://www.instagram.com/gbaka.ci' },
  { name: 'X', href: 'https://x.com/gbaka_ci' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/gbaka' },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-1">{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="inline-flex min-h-9 items-center rounded text-brand-100 hover:text-white hover:underline"
      >
        {children}
      </Link>
    </li>
  );
}

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="mt-12 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-xl font-extrabold text-white">
            <BusIcon className="size-8" />
            Gbaka
          </p>
          <p className="text-sm">{t('tagline')}</p>
          <p className="flex items-start gap-2 rounded-lg bg-brand-900 p-3 text-sm">
            <Smartphone className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
            {t('footer.mobileApp')}
          </p>
        </div>
        <Column title={t('footer.explore')}>
          <FooterLink to="/">{t('nav.home')}</FooterLink>
          <FooterLink to="/routes">{t('footer.nationalRoutes')}</FooterLink>
          <FooterLink to="/routes">{t('footer.internationalRoutes')}</FooterLink>
          <FooterLink to="/help">{t('nav.help')}</FooterLink>
        </Column>
        <Column title={t('footer.legal')}>
          <FooterLink to="/terms-of-service">{t('footer.terms')}</FooterLink>
          <FooterLink to="/privacy-policy">{t('footer.privacy')}</FooterLink>
          <FooterLink to="/cookies">{t('footer.cookies')}</FooterLink>
        </Column>
        <div>
          <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{t('footer.contact')}</h2>
          <address className="space-y-2 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {CONTACT_CITY}
            </p>
            <p className="flex gap-2">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <a href={telHref(CONTACT_PHONE)} className="hover:text-white hover:underline">
                {CONTACT_PHONE}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-white hover:underline">
                {CONTACT_EMAIL}
              </a>
            </p>
            <p className="flex gap-2">
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {t('footer.hoursWeek')}
                <br />
                {t('footer.hoursWeekend')}
              </span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-brand-900">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t('footer.social')}>
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-9 items-center hover:text-white hover:underline"
                >
                  {link.name}
                  <span className="sr-only"> {t('footer.newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
