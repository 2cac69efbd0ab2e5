import { CONTACT_FAILURE, CONTACT_SUCCESS } from '@arsamezat/shared/site/contact';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../testing/render-with-site';
import { ContactForm } from './contact-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function fields() {
  return {
    name: screen.getByRole('textbox', { name: 'Ad Soyad' }),
    email: screen.getByRole('textbox', { name: 'E-posta' }),
    subject: screen.getByRole('textbox', { name: 'Konu' }),
    message: screen.getByRole('textbox', { name: 'Mesaj' }),
  };
}

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  const f = fields();
  await user.type(f.name, 'Ayşe Yılmaz');
  await user.type(f.email, 'ayse@example.com');
  await user.type(f.subject, 'Teminat iadesi');
  await user.type(f.message, 'Teminatım ne zaman iade edilir?');
}

describe('ContactForm', () => {
  it('shows the schema’s Turkish messages, tied to each field, when sent empty', async () => {
    const user = userEvent.setup();
    renderWithSite(<ContactForm />);

    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));

    const f = fields();
    expect(f.name).toHaveAccessibleDescription('Ad Soyad alanı zorunludur.');
    expect(f.email).toHaveAccessibleDescription('E-posta alanı zorunludur.');
    expect(f.subject).toHaveAccessibleDescription('Konu alanı zorunludur.');
    expect(f.message).toHaveAccessibleDescription('Mesaj alanı zorunludur.');
    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address', async () => {
    const user = userEvent.setup();
    renderWithSite(<ContactForm />);
    await fillValidMessage(user);
    await user.clear(fields().email);
    await user.type(fields().email, 'ayse@');

    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));

    expect(fields().email).toHaveAccessibleDescription('Geçerli bir e-posta adresi giriniz');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message, shows the success text and clears the fields', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'm-1' }));
    const user = userEvent.setup();
    renderWithSite(<ContactForm />);
    await fillValidMessage(user);

    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));

    expect(await screen.findByText(CONTACT_SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(CONTACT_SUCCESS);
    const f = fields();
    expect(f.name).toHaveValue('');
    expect(f.email).toHaveValue('');
    expect(f.subject).toHaveValue('');
    expect(f.message).toHaveValue('');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(typeof init?.body).toBe('string');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      subject: 'Teminat iadesi',
      message: 'Teminatım ne zaman iade edilir?',
    });
  });

  it('shows “Gönderiliyor...” on a disabled button while the request is in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithSite(<ContactForm />);
    await fillValidMessage(user);

    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));

    const busy = await screen.findByRole('button', { name: 'Gönderiliyor...' });
    expect(busy).toBeDisabled();
    answer(jsonResponse(201, { id: 'm-2' }));
    expect(await screen.findByRole('button', { name: 'Mesajı Gönder' })).toBeEnabled();
  });

  it('shows the server’s Turkish message and keeps what was typed', async () => {
    const message = 'Çok fazla istek gönderdiniz. Lütfen 60 saniye sonra tekrar deneyin.';
    fetchMock.mockResolvedValue(
      jsonResponse(429, { error: { code: 'RATE_LIMITED', message, retryAfter: 60 } }),
    );
    const user = userEvent.setup();
    renderWithSite(<ContactForm />);
    await fillValidMessage(user);

    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(CONTACT_SUCCESS)).not.toBeInTheDocument();
    expect(fields().subject).toHaveValue('Teminat iadesi');
  });

  it('puts field errors from a 400 answer next to the fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'VALIDATION',
          message: 'Lütfen formdaki hataları düzeltin.',
          fields: { subject: 'Konu en fazla 150 karakter olabilir.' },
        },
      }),
    );
    const user = userEvent.setup();
    renderWithSite(<ContactForm />);
    await fillValidMessage(user);

    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lütfen formdaki hataları düzeltin.',
    );
    await waitFor(() =>
      expect(fields().subject).toHaveAccessibleDescription('Konu en fazla 150 karakter olabilir.'),
    );
  });

  it('falls back to the general failure text when the answer is not understood', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { unexpected: true }));
    const user = userEvent.setup();
    renderWithSite(<ContactForm />);
    await fillValidMessage(user);

    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(CONTACT_FAILURE)).toBeInTheDocument();
  });
});
