/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (The pragmas keep the automatic runtime whichever tsconfig a runner picks: bench, scripts.)
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';

export type NotificationEmailProps = {
  siteName: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  settingsUrl: string;
  /** Marketing e-mails only: the visible unsubscribe link (decision 040). */
  unsubscribe?: { label: string; url: string };
};

const colors = { brand: '#166534', text: '#1f2937', muted: '#6b7280', page: '#f3f4f6' };

/**
 * The one layout of every notification e-mail (decision 035): the brand, the heading, the
 * paragraphs, one button, and why the member receives it. Rendered to HTML and to plain text.
 */
export function NotificationEmail({
  siteName,
  heading,
  paragraphs,
  action,
  settingsUrl,
  unsubscribe,
}: NotificationEmailProps) {
  return (
    <Html lang="tr">
      <Head />
      <Preview>{paragraphs[0] ?? heading}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: 'Arial, Helvetica, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: 560, padding: '24px' }}>
          <Text style={{ color: colors.brand, fontSize: 20, fontWeight: 700, margin: 0 }}>
            {siteName}
          </Text>
          <Heading as="h1" style={{ color: colors.text, fontSize: 22, margin: '20px 0 12px' }}>
            {heading}
          </Heading>
          {paragraphs.map((paragraph) => (
            <Text key={paragraph} style={{ color: colors.text, fontSize: 16, lineHeight: '24px' }}>
              {paragraph}
            </Text>
          ))}
          <Section style={{ margin: '24px 0' }}>
            <Button
              href={action.url}
              style={{
                backgroundColor: colors.brand,
                borderRadius: 6,
                color: '#ffffff',
                fontSize: 16,
                padding: '12px 20px',
              }}
            >
              {action.label}
            </Button>
          </Section>
          <Hr />
          <Text style={{ color: colors.muted, fontSize: 13, lineHeight: '20px' }}>
            Bu e-postayı {siteName} üyeliğiniz ve bildirim tercihleriniz nedeniyle aldınız.
            Tercihlerinizi Ayarlar sayfasından değiştirebilirsiniz: {settingsUrl}
          </Text>
          {unsubscribe ? (
            <Text style={{ color: colors.muted, fontSize: 13, lineHeight: '20px' }}>
              {unsubscribe.label}{' '}
              <Link href={unsubscribe.url} style={{ color: colors.brand }}>
                Abonelikten çık
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
