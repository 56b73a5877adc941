import { ChevronDown, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { CONTACT_CITY, CONTACT_EMAIL, CONTACT_PHONE, telHref } from '@/lib/contact';
import { faqJsonLd } from '@/lib/seo/structured-data';
import { usePageMeta } from '@/lib/seo/use-page-meta';

interface FaqEntry {
  question: string;
  answer: string;
}

/** SPEC §2 Help: an accordion of five questions and a contact card; the questions are also FAQPage data. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const faq = t('faq', { returnObjects: true }) as FaqEntry[];
  usePageMeta({
    title: t('title'),
    description: t('meta.description'),
    path: '/help',
    breadcrumbs: [{ name: t('title'), path: '/help' }],
    structuredData: [faqJsonLd(faq)],
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-extrabold text-stone-950 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-stone-700">{t('lead')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="faq-title">
          <h2 id="faq-title" className="sr-only">
            {t('faqTitle')}
          </h2>
          <div className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {faq.map((entry, index) => (
              // <details> is a native, keyboard-ready disclosure; sharing a name makes one open at a time.
              <details key={entry.question} name="faq" className="group" open={index === 0}>
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-stone-950 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
                  {entry.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-stone-600 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="px-4 pb-4 whitespace-pre-line text-stone-800">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
        <aside aria-labelledby="contact-title">
          <Card className="space-y-3">
            <h2 id="contact-title" className="text-lg font-bold text-stone-950">
              {t('contact.title')}
            </h2>
            <p className="text-sm text-stone-700">{t('contact.lead')}</p>
            <address className="space-y-3 not-italic">
              <a
                href={telHref(CONTACT_PHONE)}
                className="flex items-center gap-2 font-semibold text-brand-800 hover:underline"
              >
                <Phone className="size-5" aria-hidden="true" />
                {CONTACT_PHONE}
              </a>
              <a
                href={`mailto:${CONTACT_EMAIL}`}
                className="flex items-center gap-2 font-semibold text-brand-800 hover:underline"
              >
                <Mail className="size-5" aria-hidden="true" />
                {CONTACT_EMAIL}
              </a>
              <p className="flex items-center gap-2 text-stone-800">
                <MapPin className="size-5" aria-hidden="true" />
                {CONTACT_CITY}
              </p>
              <p className="flex items-start gap-2 text-stone-800">
                <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <span>
                  {t('contact.hoursWeek')}
                  <br />
                  {t('contact.hoursWeekend')}
                </span>
              </p>
            </address>
          </Card>
        </aside>
      </div>
    </div>
  );
}
