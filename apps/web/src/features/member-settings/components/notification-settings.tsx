import {
  SETTINGS_MESSAGE_MS,
  SETTINGS_MESSAGES,
  type SettingKey,
  type UserSettings,
} from '@arsamezat/shared/member/settings';
import { useEffect, useState } from 'react';
import { Notice } from '../../../components/ui/notice';
import { useUpdateSettings } from '../api/settings';
import { PushSettings } from './push-settings';
import { SwitchRow } from './switch-row';

const ROWS: readonly { key: SettingKey; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'E-posta Bildirimleri',
    description: 'Teklifleriniz, ihale sonuçları ve teminat iadeleri hakkında e-posta alın.',
  },
  {
    key: 'auctionReminders',
    label: 'İhale Hatırlatıcıları',
    description: 'Teklif verdiğiniz ihaleler başlamadan ve bitmeden önce hatırlatma alın.',
  },
  {
    key: 'smsNotifications',
    label: 'SMS Bildirimleri',
    description:
      'Teklifiniz geçildiğinde, ihaleyi kazandığınızda ve teklifiniz yanıtlandığında SMS alın. Doğrulama kodları her zaman gönderilir.',
  },
  {
    key: 'marketingEmails',
    label: 'Pazarlama E-postaları',
    description:
      'Yeni ilanlar ve kampanyalar hakkında ticari ileti almayı kabul edin (üyelikte verdiğiniz izin).',
  },
  {
    key: 'twoFactorAuth',
    label: 'İki Adımlı Doğrulama',
    description: 'Girişte şifrenizden sonra telefonunuza gönderilen 6 haneli kodu da sorarız.',
  },
];

/**
 * The four toggles of spec 02 §2.7, each saved when flipped; 'Ayarlarınız başarıyla
 * güncellendi.' shows for 3 s. E-mails go only to a verified address (see the profile).
 */
export function NotificationSettings({ settings }: { settings: UserSettings }) {
  const mutation = useUpdateSettings();
  const [message, setMessage] = useState<{ ok: boolean } | null>(null);

  useEffect(() => {
    if (!message?.ok) return;
    const timer = setTimeout(() => setMessage(null), SETTINGS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function change(key: SettingKey, value: boolean) {
    setMessage(null);
    try {
      await mutation.mutateAsync({ [key]: value });
      setMessage({ ok: true });
    } catch {
      setMessage({ ok: false });
    }
  }

  const pendingKey = mutation.isPending ? Object.keys(mutation.variables)[0] : undefined;
  return (
    <div className="space-y-4">
      <div aria-live="polite">
        {message?.ok && <Notice tone="success" title={SETTINGS_MESSAGES.saved} />}
        {message && !message.ok && <Notice tone="error" title={SETTINGS_MESSAGES.saveFailed} />}
      </div>
      <div className="divide-y divide-ink-100">
        {ROWS.map((row) => (
          <SwitchRow
            key={row.key}
            label={row.label}
            description={row.description}
            checked={
              pendingKey === row.key && mutation.variables
                ? Boolean(mutation.variables[row.key])
                : settings[row.key]
            }
            disabled={mutation.isPending}
            onChange={(value) => void change(row.key, value)}
          />
        ))}
      </div>
      <PushSettings />
    </div>
  );
}
