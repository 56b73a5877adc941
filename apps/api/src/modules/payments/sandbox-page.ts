import {
  formatDay,
  formatFcfa,
  type Language,
  type ApiMessageKey,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  translate,
} from '@gbaka/shared';
import { escapeHtml } from '../../lib/html';

export interface SandboxPageView {
  lang: Language;
  token: string;
  amount: number;
  reference: string;
  from: string;
  to: string;
  departureDate: string;
  departureTime: string;
  /** Already paid, declined or cancelled: the page only links to the result. */
  processed: boolean;
  resultUrl: string;
  /** A form sent back with an error. */
  error?: string;
  method?: PaymentMethod;
  phone?: string;
}

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES' };

// The app's colours (brand green, accent orange); everything inline so the page needs no other request.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#fafaf9;color:#1c1917;line-height:1.5}main{max-width:28rem;margin:0 auto;padding:1rem}
header{background:#08683a;color:#fff;padding:1rem;border-radius:.75rem .75rem 0 0}
header strong{font-size:1.25rem}header span{display:block;opacity:.9;font-size:.9rem}
.card{background:#fff;border:1px solid #e7e5e4;border-top:0;border-radius:0 0 .75rem .75rem;padding:1rem}
.notice{background:#fff6ec;border:1px solid #ffcf99;color:#7c2d12;padding:.5rem .75rem;border-radius:.5rem;
font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:#57534e}dd{margin:0;font-weight:600;text-align:right}.amount{font-size:1.5rem;color:#08683a}
fieldset{border:0;padding:0;margin:1rem 0}legend,label.field{font-weight:600;margin-bottom:.5rem;display:block}
.methods label{display:flex;gap:.5rem;align-items:center;padding:.6rem .75rem;border:1px solid #d6d3d1;
border-radius:.5rem;margin-bottom:.5rem;cursor:pointer}.methods input{accent-color:#08683a;width:1.1rem;height:1.1rem}
input[type=tel]{width:100%;padding:.65rem .75rem;font-size:1rem;border:1px solid #a8a29e;border-radius:.5rem}
.hint{font-size:.85rem;color:#57534e;margin:.25rem 0 0}.error{color:#b91c1c;font-weight:600}
button,.button{display:block;width:100%;padding:.8rem;font-size:1rem;font-weight:700;border-radius:.5rem;
border:0;margin-top:.75rem;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#08683a;color:#fff}.decline{background:#fff;color:#9a3412;border:2px solid #9a3412}
.cancel{background:none;color:#44403c;text-decoration:underline;font-weight:500}
:focus-visible{outline:3px solid #b93f00;outline-offset:2px}`;

/** The sandbox provider's payment page (DESIGN §5): a plain form that posts natively, no script (CSP). */
export function renderSandboxPage(view: SandboxPageView): string {
  const t = (key: ApiMessageKey, params?: Record<string, string | number>) =>
    escapeHtml(translate(view.lang, key, params));
  const amount = escapeHtml(formatFcfa(view.amount, view.lang));
  const date = formatDay(view.departureDate, LOCALES[view.lang], 'full');
  const summary = `<dl>
<dt>${t('sandboxAmount')}</dt><dd class="amount">${amount}</dd>
<dt>${t('sandboxReference')}</dt><dd>${escapeHtml(view.reference)}</dd>
<dt>${t('sandboxTrip')}</dt><dd>${escapeHtml(`${view.from} – ${view.to}`)}<br>${escapeHtml(`${date}, ${view.departureTime}`)}</dd>
</dl>`;
  const body = view.processed
    ? `<p role="status">${t('sandboxProcessed')}</p><a class="button pay" href="${escapeHtml(view.resultUrl)}">${t('sandboxSeeResult')}</a>`
    : form(view, t);
  return `<!doctype html>
<html lang="${view.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('sandboxTitle')} – Gbaka</title><style>${STYLE}</style></head>
<body><main><header><strong>Gbaka</strong><span>${t('sandboxTitle')}</span></header>
<div class="card"><p class="notice">${t('sandboxNotice')}</p>${summary}${body}</div></main></body></html>`;
}

type Translate = (key: ApiMessageKey, params?: Record<string, string | number>) => string;

function form(view: SandboxPageView, t: Translate): string {
  const chosen = view.method ?? 'orange_money';
  const methods = PAYMENT_METHODS.map(
    (m) =>
      `<label><input type="radio" name="method" value="${m}"${m === chosen ? ' checked' : ''}> ${t(PAYMENT_METHOD_LABELS[m])}</label>`,
  ).join('');
  const action = `/api/payment/sandbox/${encodeURIComponent(view.token)}/complete?lang=${view.lang}`;
  const error = view.error
    ? `<p class="error" role="alert" id="phone-error">${escapeHtml(view.error)}</p>`
    : '';
  return `<form method="post" action="${action}">
<fieldset class="methods"><legend>${t('sandboxMethod')}</legend>${methods}</fieldset>
<label class="field" for="phone">${t('sandboxPhone')}</label>
<input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" placeholder="+225 07 12 34 56 78"
 value="${escapeHtml(view.phone ?? '')}" aria-describedby="phone-hint${view.error ? ' phone-error' : ''}">
<p class="hint" id="phone-hint">${t('sandboxPhoneHint')}</p>${error}
<button class="pay" name="outcome" value="success">${t('sandboxPay', { amount: formatFcfa(view.amount, view.lang) })}</button>
<button class="decline" name="outcome" value="failed">${t('sandboxDecline')}</button>
<button class="cancel" name="outcome" value="cancelled">${t('sandboxCancel')}</button>
</form>`;
}
