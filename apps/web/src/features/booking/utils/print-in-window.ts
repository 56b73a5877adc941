/**
 * The popup print of SPEC §2: the ticket alone in a window of its own, printed from there, for browsers (often on
 * phones) that print the whole page whatever its print style says. The window gets this page's style sheets and a
 * copy of the ticket, and prints once they have loaded. Returns false when a popup blocker refused the window.
 */
export function printInWindow(ticket: HTMLElement, title: string): boolean {
  const popup = window.open('', 'gbaka-ticket', 'popup,width=720,height=960');
  if (!popup) return false;
  const doc = popup.document;
  doc.documentElement.lang = document.documentElement.lang;
  doc.title = title;
  for (const style of document.querySelectorAll('link[rel="stylesheet"], style')) {
    doc.head.append(doc.importNode(style, true));
  }
  doc.body.className = 'bg-white p-4';
  doc.body.append(doc.importNode(ticket, true));
  const loaded = [...doc.querySelectorAll('link[rel="stylesheet"]')].map(
    (link) =>
      new Promise((resolve) => {
        link.addEventListener('load', resolve);
        link.addEventListener('error', resolve);
      }),
  );
  // A style sheet that never answers must not keep the ticket from printing.
  const patience = new Promise((resolve) => setTimeout(resolve, 3_000));
  void Promise.race([Promise.all(loaded), patience]).then(() => {
    popup.addEventListener('afterprint', () => popup.close());
    popup.focus();
    popup.print();
  });
  return true;
}
