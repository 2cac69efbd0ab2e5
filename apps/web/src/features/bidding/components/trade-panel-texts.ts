/** What the trade panel says while its code or the member's deposit loads. */
export const TRADE_PANEL_LOADING = 'Teminat durumu yükleniyor...';

/** The panel's code could not be fetched (the connection dropped, or a release replaced it). */
export const TRADE_PANEL_UNAVAILABLE = 'Teklif paneli yüklenemedi. Lütfen sayfayı yenileyin.';

/** While the member's own bids or offers on the listing load, under their deposit. */
export const MY_BIDS_LOADING = 'Teklifleriniz yükleniyor...';

/** A press on 'Teminatı Yatır' before the deposit dialog's code has come (decision 094). */
export const DEPOSIT_DIALOG_LOADING = 'Ödeme adımı hazırlanıyor...';
