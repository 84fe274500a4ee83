import type { Language } from '@seaward/contract';
import type { SigninText } from './signin-i18n';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:"Noto Sans","Segoe UI",Roboto,"Hiragino Sans","Yu Gothic",Arial,sans-serif;color:#10243a;
background:linear-gradient(160deg,#0b3d5c 0%,#13607c 45%,#e8eff4 45.1%)}
main{width:380px;max-width:calc(100vw - 32px);background:#fff;border-radius:12px;box-shadow:0 12px 40px rgba(8,35,56,.25);padding:32px}
.logo{display:block;height:50px;width:150px;object-fit:contain;margin:0 auto 20px}
h1{font-size:1.35rem;margin:0 0 4px;text-align:center}p.tag{margin:0 0 24px;text-align:center;color:#55697c;font-size:.9rem}
label{display:block;font-size:.85rem;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:11px 12px;border:1px solid #b7c4cf;border-radius:8px;font-size:1rem}
input:focus{outline:2px solid #13807c;border-color:transparent}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:8px;background:#0b3d5c;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover{background:#13607c}.error{background:#fdecea;color:#8a1c12;border-radius:8px;padding:10px 12px;margin:0 0 8px;font-size:.9rem}
nav{margin-top:20px;text-align:center;font-size:.8rem}nav a{color:#13607c;margin:0 6px;text-decoration:none}nav a[aria-current]{font-weight:700;color:#10243a}
footer{margin-top:20px;text-align:center;color:#7b8c9b;font-size:.75rem}
.notice{background:#eef6f6;border-left:3px solid #13807c;border-radius:6px;padding:8px 12px;margin:0 0 8px;font-size:.88rem}.notice p{margin:4px 0}.notice a{color:#13607c}`;

const LANGUAGE_NAMES: Record<Language, string> = { 'en-GB': 'English', 'fr-FR': 'Français', 'nb-NO': 'Norsk', 'ja-JP': '日本語' };

export function page(lng: Language, title: string, body: string) {
  return `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function renderSigninPage(input: {
  lng: Language;
  t: SigninText;
  tenantName: string;
  action: string;
  selfPath: string;
  email?: string;
  error?: string;
  /** The tenant's sign-in message: HTML already sanitised (custom content). */
  message?: string | null;
}): string {
  const { t, lng } = input;
  const langs = (Object.keys(LANGUAGE_NAMES) as Language[])
    .map((l) => `<a href="${escapeHtml(`${input.selfPath}?lng=${l}`)}" hreflang="${l}"${l === lng ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[l]}</a>`)
    .join('');
  return page(
    lng,
    `Seaward - ${input.tenantName} - ${t('title')}`,
    `<main><img class="logo" src="/api/v1/seaward/tenant/logo.svg" alt="${escapeHtml(input.tenantName)}">
<h1>${escapeHtml(t('heading', { tenant: input.tenantName }))}</h1><p class="tag">${escapeHtml(t('tagline'))}</p>
${input.message ? `<div class="notice" role="note">${input.message}</div>` : ''}
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}" autocomplete="on">
<input type="hidden" name="lng" value="${lng}">
<label for="email">${escapeHtml(t('email'))}</label><input id="email" name="email" type="email" required autocomplete="username" value="${escapeHtml(input.email ?? '')}"${input.email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t('password'))}</label><input id="password" name="password" type="password" required autocomplete="current-password"${input.email ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t('submit'))}</button></form>
<nav aria-label="${escapeHtml(t('language'))}">${langs}</nav><footer>Seaward</footer></main>`,
  );
}

/** The provider's sign-out confirmation, submitted at once by a script served from our origin (CSP: no inline scripts). */
export function renderAutoSubmit(form: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Seaward</title><style>${STYLE}</style></head>
<body><main>${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes"><noscript><button type="submit" form="op.logoutForm">OK</button></noscript></main>
<script src="/signin/assets/auto-submit.js"></script></body></html>`;
}

export function renderProviderError(out: object): string {
  const rows = Object.entries(out)
    .map(([k, v]) => `<p><strong>${escapeHtml(k)}</strong>: ${escapeHtml(String(v))}</p>`)
    .join('');
  return page('en-GB', 'Seaward - sign-in error', `<main><h1>Sign-in could not be completed</h1>${rows}<p><a href="/">Start again</a></p></main>`);
}
