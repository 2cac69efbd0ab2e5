import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { paths } from '../../../../config/paths';

export const ACCESS_DENIED_TEXT =
  'Bu sayfaya erişim yetkiniz yok. Yönetici yetkisine sahip olmalısınız.';

/** What a non-admin sees if they ever reach the panel (the route guard normally redirects). */
export function AccessDenied() {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16">
      <Card className="space-y-4 p-8 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-red-50 text-red-600">
          <ShieldAlert aria-hidden className="size-7" />
        </span>
        <h1 className="text-2xl font-bold text-ink-900">Erişim Engellendi</h1>
        <p className="text-ink-600">{ACCESS_DENIED_TEXT}</p>
        <Button asChild>
          <Link to={paths.dashboard}>Panelime Dön</Link>
        </Button>
      </Card>
    </div>
  );
}
