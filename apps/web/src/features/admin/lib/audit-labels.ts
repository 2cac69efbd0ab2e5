/**
 * The Turkish label of each audit action name (`<entity>.<verb>`): the ones the server writes
 * today and those issue 11 adds (users, KVKK, payments, refunds). An unknown name is shown as is.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'listing.create': 'İlan oluşturuldu',
  'listing.update': 'İlan güncellendi',
  'listing.delete': 'İlan silindi',
  'listing.images.add': 'Görsel eklendi',
  'listing.image.remove': 'Görsel kaldırıldı',
  'listing.images.reorder': 'Görsel sırası değişti',
  'listing.close': 'İlan süresi doldu (sistem)',
  'listing.cancelled': 'İlan iptal edildi',
  'listing.extended': 'Bitiş zamanı uzatıldı',
  'listing.closed_early': 'İhale erken sonlandırıldı',
  'offer.accept': 'Teklif kabul edildi',
  'offer.accepted': 'Teklif kabul edildi',
  'offer.reject': 'Teklif reddedildi',
  'offer.rejected': 'Teklif reddedildi',
  'offer.reject_pending': 'Bekleyen teklifler reddedildi',
  'offer.withdraw': 'Teklif üye tarafından geri çekildi',
  'offer.change': 'Teklif üye tarafından değiştirildi',
  'listing.document.add': 'Belge eklendi',
  'listing.document.remove': 'Belge kaldırıldı',
  'user.role_changed': 'Kullanıcı rolü değişti',
  'user.banned': 'Kullanıcı engellendi',
  'user.unbanned': 'Kullanıcı engeli kaldırıldı',
  'user.sign_in_throttle_cleared': 'Kullanıcının giriş denemesi sınırı kaldırıldı',
  'user.identity_reset': 'Kullanıcının kimlik doğrulaması sıfırlandı',
  'kvkk.approved': 'KVKK başvurusu onaylandı',
  'kvkk.rejected': 'KVKK başvurusu reddedildi',
  'payment.manual_completed': 'Havale/EFT ödemesi kaydedildi',
  'deposit.refund_requested': 'Teminat iadeye alındı',
  'deposit.refunded': 'Teminat iade edildi',
  'deposit.refund_failed': 'Teminat iadesi başarısız',
  'message.read': 'Mesaj okundu',
  'message.unread': 'Mesaj okunmadı olarak işaretlendi',
  'campaign.sent': 'Duyuru e-postası gönderildi',
  'job.retried': 'Başarısız iş yeniden denendi',
  // Listing packages (issue 28, packages)
  'package.create': 'Paket oluşturuldu',
  'package.update': 'Paket güncellendi',
  'package.delete': 'Paket silindi',
  'package.deactivate': 'Paket satıştan kaldırıldı',
  'package.purchase_started': 'Paket satın alma başlatıldı',
  'package.purchase_completed': 'Paket satın alındı',
  'package.purchase_failed': 'Paket ödemesi başarısız',
  'user.marketing_unsubscribed': 'Üye duyuru e-postalarından çıktı',
  // The operator's review of firms' listings (issue 28, listing-review).
  'listing.review_approved': 'Firma ilanı onaylandı ve yayınlandı',
  'listing.review_returned': 'Firma ilanı düzeltme için iade edildi',
  'listing.review_rejected': 'Firma ilanı reddedildi',
  // Seller firms (issue 28, firm-apply).
  'firm.applied': 'Kurumsal başvuru yapıldı',
  'firm.document_added': 'Firma eksik belgeyi yükledi',
  'firm.document_downloaded': 'Firma belgesi indirildi',
  'firm.approved': 'Firma onaylandı',
  'firm.documents_requested': 'Firmadan eksik belge istendi',
  'firm.rejected': 'Kurumsal başvuru reddedildi',
  'firm.suspended': 'Firma askıya alındı',
  'firm.reinstated': 'Firmanın askısı kaldırıldı',
  'firm.member_added': 'Firmaya kullanıcı eklendi',
  'firm.member_removed': 'Firmadan kullanıcı çıkarıldı',
  // A seller firm's listings (issue 28, firm panel).
  'firm_listing.create': 'Firma ilan taslağı oluşturdu',
  'firm_listing.update': 'Firma ilan taslağını güncelledi',
  'firm_listing.delete': 'Firma ilan taslağını sildi',
  'firm_listing.submit': 'Firma ilanı onaya gönderdi',
  'firm_listing.withdraw': 'Firma ilanı onaydan geri çekti',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** The action filter's choices: one per label (the old and new names of a verb share one). */
export const AUDIT_ACTION_CHOICES: { value: string; label: string }[] = Object.entries(
  AUDIT_ACTION_LABELS,
)
  .filter(([name]) => !['offer.accepted', 'offer.rejected'].includes(name))
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'tr'));

/** What kind of record an entry is about. */
export const ENTITY_LABELS: Record<string, string> = {
  listing: 'İlan',
  offer: 'Teklif',
  firm: 'Firma',
  user: 'Kullanıcı',
  deposit: 'Teminat',
  payment: 'Ödeme',
  kvkk: 'KVKK başvurusu',
  kvkk_application: 'KVKK başvurusu',
  contact_message: 'İletişim mesajı',
  campaign: 'Duyuru',
};
