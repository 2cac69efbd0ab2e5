import type { CardInput } from '@arsamezat/shared/trading/deposits';
import { ArrowLeft, LoaderCircle, Lock } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { Control } from 'react-hook-form';
import { IdentityForm } from '../identity/identity-form';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import { CardFields } from './card-fields';

/**
 * The card payments' two last steps, one implementation for the deposit and a listing package:
 * 'Kimlik Doğrulama' before the first card payment (issue 27) and the card form itself.
 */

export function IdentityStep(props: {
  /** Why the identity is asked here, in the dialog's words. */
  intro: string;
  names: { firstName: string; lastName: string };
  onVerified: () => void;
  onBack: () => void;
}) {
  return (
    <div className="mt-4 space-y-4">
      <div>
        <h3 className="text-base font-semibold text-ink-900">Kimlik Doğrulama</h3>
        <p className="mt-1 text-sm text-ink-700">{props.intro}</p>
      </div>
      <IdentityForm
        names={props.names}
        submitLabel="Doğrula ve Devam Et"
        onVerified={props.onVerified}
      />
      <Button type="button" variant="outline" size="lg" fullWidth onClick={props.onBack}>
        <ArrowLeft aria-hidden />
        Geri
      </Button>
    </div>
  );
}

export function CardPaymentForm(props: {
  control: Control<CardInput>;
  busy: boolean;
  /** The provider's or the server's refusal, shown above the buttons. */
  refusal: string | null | undefined;
  onSubmit: NonNullable<ComponentProps<'form'>['onSubmit']>;
  onBack: () => void;
}) {
  const { busy } = props;
  return (
    <form className="mt-4 space-y-4" onSubmit={props.onSubmit} noValidate>
      <CardFields control={props.control} disabled={busy} />
      {props.refusal && (
        <Notice tone="error">
          <p>{props.refusal}</p>
        </Notice>
      )}
      <div className="flex gap-3">
        <Button type="button" variant="outline" size="lg" disabled={busy} onClick={props.onBack}>
          <ArrowLeft aria-hidden />
          Geri
        </Button>
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Lock aria-hidden />}
          {busy ? 'Ödeniyor...' : 'Ödeme Yap'}
        </Button>
      </div>
    </form>
  );
}
