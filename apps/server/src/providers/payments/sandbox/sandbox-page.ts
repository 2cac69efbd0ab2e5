import { formatTl } from '@arsamezat/shared/core/money';

/** The simulated bank's pages: plain server-rendered HTML, styles inline, no scripts. */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1b2430}
main{max-width:420px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:14px;box-shadow:0 4px 24px rgba(20,30,50,.08);overflow:hidden}
header{background:#1d3557;color:#fff;padding:18px 22px}header h1{margin:0;font-size:18px}
header p{margin:4px 0 0;font-size:13px;opacity:.85}
.test{background:#fff4d6;color:#7a5300;font-size:13px;padding:10px 22px}
.body{padding:20px 22px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 18px;font-size:14px}
dt{color:#5b6676}dd{margin:0;font-weight:600;text-align:right}
label{display:block;font-size:14px;margin-bottom:6px}
input{width:100%;font-size:22px;letter-spacing:8px;text-align:center;padding:10px;border:1px solid #c4ccd8;border-radius:10px}
input:focus{outline:2px solid #1d3557;border-color:#1d3557}
.hint{font-size:12px;color:#5b6676;margin:6px 0 0}
.error{background:#fdecec;color:#a4161a;border-radius:8px;padding:8px 12px;font-size:14px;margin:0 0 12px}
.actions{display:flex;gap:10px;margin-top:18px}
button{flex:1;font-size:16px;padding:12px;border-radius:10px;border:0;cursor:pointer;font-weight:600}
.confirm{background:#1d3557;color:#fff}.cancel{background:#e4e8ee;color:#1b2430}
a{color:#1d3557}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><div class="card"><header><h1>3-D Secure Doğrulama</h1><p>ArsaMezat Sandbox Bankası</p></header>
<div class="test">Test ortamı: gerçek bir ödeme alınmaz, kartınızdan para çekilmez.</div>
<div class="body">${body}</div></div></main></body></html>`;
}

export type SandboxSessionView = {
  id: string;
  merchant: string;
  amount: number;
  cardLastFour: string;
  createdAt: Date;
};

export function renderChallengePage(session: SandboxSessionView, error?: string): string {
  const time = new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(session.createdAt);
  return layout(
    '3-D Secure Doğrulama',
    `<dl><dt>İşyeri</dt><dd>${escape(session.merchant)}</dd>
<dt>Tutar</dt><dd data-testid="sandbox-amount">${escape(formatTl(session.amount))}</dd>
<dt>Kart</dt><dd>**** **** **** ${escape(session.cardLastFour)}</dd>
<dt>Tarih</dt><dd>${escape(time)}</dd></dl>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/api/payments/sandbox/3ds/${escape(session.id)}">
<label for="code">Telefonunuza gönderilen 6 haneli doğrulama kodu</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" required autofocus>
<p class="hint">Sandbox: herhangi 6 rakam kabul edilir.</p>
<div class="actions"><button class="cancel" type="submit" name="action" value="cancel" formnovalidate>İptal</button>
<button class="confirm" type="submit" name="action" value="confirm">Onayla</button></div></form>`,
  );
}

/** A session that is answered, expired or unknown (`orderId` null): nothing left to confirm. */
export function renderClosedPage(orderId: string | null): string {
  const link = orderId
    ? `<a href="/payment-callback?orderId=${encodeURIComponent(orderId)}">Ödeme sonucunu görüntüle</a>`
    : '<a href="/auctions">İlanlara dön</a>';
  return layout(
    'Doğrulama oturumu kapandı',
    `<p>Bu 3-D Secure oturumu tamamlanmış, süresi dolmuş veya bulunamadı.</p><p>${link}</p>`,
  );
}
