import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../lib/mailer';
import type { PartnerRequestRow } from './repository';

/** The administrators' notice of a new request, in French like the back office it points to. */
export function partnerRequestMail(request: PartnerRequestRow, publicUrl: string): Omit<MailMessage, 'to'> {
  const link = `${publicUrl}/admin/partners`;
  // A company name is typed by anyone: one line in the subject, whatever it contains.
  const company = request.companyName.replace(/\s+/g, ' ');
  const rows: [string, string][] = [
    ['Compagnie', request.companyName],
    ['E-mail', request.email],
    ['Téléphone', request.phone],
    ['Message', request.message ?? '—'],
  ];
  const intro = 'Une compagnie de transport demande à devenir partenaire de Gbaka.';
  const action = 'Examinez la demande, puis approuvez-la ou rejetez-la, dans la gestion des partenaires :';
  return {
    subject: `Gbaka — nouvelle demande de partenariat : ${company}`,
    text: [intro, '', ...rows.map(([k, v]) => `${k} : ${v}`), '', action, link].join('\n'),
    html: [
      `<p>${intro}</p>`,
      '<table>',
      ...rows.map(
        ([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
      ),
      '</table>',
      `<p>${action}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ].join('\n'),
  };
}
