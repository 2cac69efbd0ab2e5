import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cx } from '../../../components/ui/cx';
import { inputClassName } from '../../../components/ui/form-field';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>;

/** A password box with a show/hide toggle ('Şifreyi göster' / 'Şifreyi gizle'). */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const label = visible ? 'Şifreyi gizle' : 'Şifreyi göster';
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        {...props}
        className={cx(inputClassName, 'pr-12', className)}
      />
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-xl text-ink-500 hover:text-ink-800"
      >
        <Icon aria-hidden className="size-5" />
      </button>
    </div>
  );
}
