import {
  PAYMENT_KIND_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
  type AdminPayment,
} from '@arsamezat/shared/admin/admin-payments';

/**
 * The payments table as a CSV file for Excel in Turkish (decision 024): UTF-8 with a byte order
 * mark (without it Excel reads the file as Windows-1254 and breaks 'ş', 'ğ', 'İ'), `;` between
 * fields (Excel in a Turkish locale splits on its list separator, which is `;` because the comma
 * is the decimal mark), CRLF line ends, amounts in lira with a comma decimal and no thousands
 * separator ('1250000,00', a number to Excel), dates in Europe/Istanbul as 'GG.AA.YYYY SS:DD'.
 */

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

const HEADER = [
  'Üye',
  'Telefon',
  'İlan / Firma',
  'Tutar (TL)',
  'Durum',
  'Sağlayıcı',
  'Sipariş No',
  'Tarih',
  'Tamamlanma',
  'Açıklama',
  'Tür',
];

const dateParts = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '05.05.2026 15:00' in Istanbul. */
export function csvDate(iso: string | null): string {
  if (iso === null) return '';
  const parts = Object.fromEntries(
    dateParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** 125000050 kuruş → '1250000,50'. */
export function csvLira(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One field: quoted when it holds the separator, a quote or a line break; a text starting with
 * = + - @ (or a tab) is prefixed with ' so Excel never runs it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function paymentsCsv(rows: AdminPayment[]): string {
  const lines = [HEADER.map(csvField).join(SEPARATOR)];
  for (const row of rows) {
    lines.push(
      [
        row.member.fullName,
        row.member.phone,
        // A package sale names the firm that bought it and the package (issue 28).
        row.packageSale
          ? `${row.packageSale.firmTitle} — ${row.packageSale.packageName}`
          : (row.listing?.title ?? ''),
        csvLira(row.amount),
        PAYMENT_STATUS_LABELS[row.status],
        PAYMENT_PROVIDER_LABELS[row.provider] ?? row.provider,
        row.orderId,
        csvDate(row.createdAt),
        csvDate(row.completedAt),
        row.manualNote ?? row.failureReason ?? '',
        PAYMENT_KIND_LABELS[row.kind],
      ]
        .map(csvField)
        .join(SEPARATOR),
    );
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
