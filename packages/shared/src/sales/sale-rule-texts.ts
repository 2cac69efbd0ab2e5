import { RUNNER_UP_HOLD_BUSINESS_DAYS, SALE_SETTINGS_DEFAULTS } from './sale.ts';

/**
 * The two rules of a sale a member reads before paying a deposit or placing a bid (issue 29,
 * "When the buyer walks away"): the buyer's own default ('Temerrüt') and the runner-up's held
 * deposit ('Yedek Alıcı'). The deposit dialog, the bid and offer confirmations show them; the
 * terms state the same rules at length. The strike numbers are the terms' (the settings'
 * defaults): a member reads the promise the terms make, not the operator's current setting.
 */

const strikeYears = SALE_SETTINGS_DEFAULTS.strikeWindowMonths / 12;

export const SALE_RULE_TEXTS = {
  /** Temerrüt: the fee is kept and the account gets a strike; the limit blocks new deposits. */
  buyerDefault: `Kazanıp satışı belirlenen sürelerde kendi kusurunuzla tamamlamazsanız (Temerrüt) hizmet bedeli iade edilmez ve hesabınıza uyarı verilir; ${strikeYears} yıl içinde ${SALE_SETTINGS_DEFAULTS.strikeLimit} uyarı alan hesap yeni teminat yatıramaz.`,
  /** Yedek Alıcı: the second-highest bidder's deposit is held, at most 7 business days. */
  runnerUp: `En yüksek ikinci teklif sizinse (Yedek Alıcı) teminatınız, kazanan ödeme güvencesini sağlayana kadar en çok ${RUNNER_UP_HOLD_BUSINESS_DAYS} iş günü tutulur; bu sürede satış size en yüksek teklifinizle önerilebilir.`,
} as const;
