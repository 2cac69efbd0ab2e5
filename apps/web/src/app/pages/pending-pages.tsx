import { Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Notice } from '../../components/ui/notice';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';

/*
 * Stand-ins for the member screens, which later issues build in their own features
 * (the dashboard). The guards already stand in front of them, so they
 * are unreachable without a session; they exist so the route table is complete.
 */
function PendingPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Container width="narrow" className="py-12 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
      <Notice className="mt-6" title="Bu bölüm hazırlanıyor">
        <p>Bu sayfa çok yakında kullanıma açılacak.</p>
      </Notice>
      <Button asChild variant="outline" className="mt-6">
        <Link to={paths.auctions}>
          <Gavel aria-hidden />
          İhalelere Göz At
        </Link>
      </Button>
    </Container>
  );
}

export function DashboardPendingPage() {
  return <PendingPage title="Panelim" />;
}
