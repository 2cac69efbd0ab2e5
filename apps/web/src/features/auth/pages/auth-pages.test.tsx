import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../app/testing/render-with-router';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignupPage } from './signup-page';

const pages: [string, ComponentType, string][] = [
  ['Giriş Yap', LoginPage, 'Arazi ihale platformuna giriş yapın'],
  ['Kayıt Ol', SignupPage, 'Üyelik ücretsizdir'],
  ['Şifremi Unuttum', ForgotPasswordPage, 'hesabınıza yeniden erişin'],
  ['Yeni Şifre Belirle', ResetPasswordPage, 'yeni bir şifre oluşturun'],
];

describe.each(pages)('%s page (before Accounts)', (title, Page, subtitle) => {
  it('shows the title, subtitle and the way back home', () => {
    renderWithRouter([{ path: '*', Component: Page }]);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(subtitle))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anasayfaya Dön' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${title} - TestArsa`);
  });

  it('says plainly that membership opens soon, with the contact link, and has no form', () => {
    renderWithRouter([{ path: '*', Component: Page }]);
    expect(screen.getByText('Üyelik işlemleri çok yakında açılıyor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bizimle iletişime geçin' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('form, input')).toBeNull();
  });
});

describe('LoginPage', () => {
  it("links to registration with the spec's wording", () => {
    renderWithRouter([{ path: '*', Component: LoginPage }]);
    expect(screen.getByText('Hesabınız yok mu?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni hesap oluşturun' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
