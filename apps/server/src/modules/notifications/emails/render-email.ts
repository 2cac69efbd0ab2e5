import { render } from '@react-email/render';
import { createElement } from 'react';
import { NotificationEmail, type NotificationEmailProps } from './notification-email.tsx';

/** The notification e-mail as HTML and as plain text, from the one React Email template. */
export async function renderNotificationEmail(
  props: NotificationEmailProps,
): Promise<{ html: string; text: string }> {
  const element = createElement(NotificationEmail, props);
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // html-to-text upper-cases headings without the Turkish locale ('GEÇILDI'); keep them as written.
      htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false } }] },
    }),
  ]);
  return { html, text };
}
