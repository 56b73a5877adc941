import { escapeHtml } from './html';

/**
 * The HTML part of a notice written as plain text: its paragraphs and line breaks, and its link made clickable.
 * The text is escaped first, so whatever a person typed into it (a name, a company) stays text.
 */
export function htmlOfText(text: string, link: string): string {
  const href = escapeHtml(link);
  return escapeHtml(text)
    .split('\n\n')
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('\n')
    .replace(href, `<a href="${href}">${href}</a>`);
}
