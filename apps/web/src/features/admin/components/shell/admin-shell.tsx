import { ShieldCheck } from 'lucide-react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Container } from '../../../../components/ui/container';
import { PageSpinner } from '../../../../components/ui/spinner';
import { AdminMobileNav, AdminSideNav } from './admin-nav';

/** 'Yönetim Paneli' (spec §2.8's 'Administrator Panel', decision 026): the side menu (a select below 768 px) and the open section. */
export function AdminShell() {
  return (
    <Container className="py-6 md:py-10">
      <header className="mb-6 flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-800 text-accent-300">
          <ShieldCheck aria-hidden className="size-5" />
        </span>
        <div>
          <h1 className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
            Yönetim Paneli
          </h1>
          <p className="text-sm text-ink-500">
            İlanları, teklifleri, kullanıcıları ve ödemeleri yönetin.
          </p>
        </div>
      </header>
      <div className="mb-6 md:hidden">
        <AdminMobileNav />
      </div>
      <div className="md:grid md:grid-cols-[13.5rem_minmax(0,1fr)] md:gap-8">
        <aside className="hidden md:block">
          <AdminSideNav />
        </aside>
        <div className="min-w-0">
          <Suspense fallback={<PageSpinner label="Yükleniyor..." />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </Container>
  );
}
