import { useParams, Link } from 'react-router';
import { SaleTimeline } from '../../../components/sales/sale-timeline';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSale } from '../api/get-sale';
import { NextAction } from '../components/next-action';
import { RunnerUpBlock } from '../components/runner-up-block';
import { SaleDocuments } from '../components/sale-documents';
import { SaleEvents } from '../components/sale-events';
import { SaleHeader } from '../components/sale-header';
import { WherePaymentsGo } from '../components/where-payments-go';
import type { ReactNode } from 'react';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `sale-${title.replace(/\s+/g, '-').toLocaleLowerCase('tr')}`;
  return (
    <Card className="space-y-3 p-4 sm:p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * /sales/:id — one sale for whoever is a party to it (the buyer, the runner-up, the seller
 * firm's member, the operator): the header, what to do now, the four steps and the record, what
 * is paid where, and the documents. The server says who is looking and what they may do; a
 * stranger gets 'Satış bulunamadı'.
 */
export function SalePage() {
  const { id = '' } = useParams();
  const query = useSale(id);
  useDocumentTitle(query.data ? `Satış ${query.data.number}` : 'Satış');

  if (query.isPending) return <PageSpinner label="Satış yükleniyor" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Container width="narrow" className="py-10">
        <Notice
          tone={notFound ? 'info' : 'error'}
          title={notFound ? 'Satış bulunamadı' : 'Satış yüklenemedi'}
        >
          <p>
            {query.error instanceof ApiError
              ? query.error.message
              : 'Satış bilgileri okunamadı. Lütfen sayfayı yenileyin.'}
          </p>
          {notFound ? (
            <Link
              to={`${paths.bids}?tab=wins`}
              className="mt-2 inline-flex min-h-11 items-center font-semibold underline"
            >
              Kazandıklarım
            </Link>
          ) : (
            <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              Tekrar Dene
            </Button>
          )}
        </Notice>
      </Container>
    );
  }

  const sale = query.data;
  return (
    <Container className="py-6 sm:py-10">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          <SaleHeader sale={sale} />
          <NextAction sale={sale} />
          <Section title="Satış Adımları">
            <SaleTimeline sale={sale} />
          </Section>
          <Section title="Satış Kayıtları">
            <SaleEvents events={sale.events} />
          </Section>
        </div>
        <div className="space-y-6">
          {sale.runnerUp && sale.viewer === 'operator' && (
            <Section title="Yedek Alıcı">
              <RunnerUpBlock runnerUp={sale.runnerUp} />
            </Section>
          )}
          {/*
            The runner-up's own amount is in their answer; the winner's breakdown is not theirs,
            nor are the sale's papers, which carry the buyer's name (decision 077).
          */}
          {sale.viewer !== 'runner_up' && (
            <>
              <Section title="Ödemeler nerede yapılır">
                <WherePaymentsGo sale={sale} />
              </Section>
              <Section title="Belgeler">
                <SaleDocuments sale={sale} />
              </Section>
            </>
          )}
        </div>
      </div>
    </Container>
  );
}
