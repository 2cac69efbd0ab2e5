import { LISTING_REVIEW_TEXTS } from '@arsamezat/shared/admin/admin-listing-reviews';
import { PUBLICATION_LABELS } from '@arsamezat/shared/admin/admin-listing-queries';
import { ArrowLeft, CheckCircle2, Undo2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminPaths } from '../admin-paths';
import { isNotFound } from '../api/get-admin-listing';
import { useListingReview } from '../api/listing-reviews';
import { AdminGallery } from '../components/details/admin-gallery';
import {
  ReviewDecisionDialog,
  type ReviewDecision,
} from '../components/listing-reviews/review-decision-dialog';
import { AuthorisationCard, ReviewListingFacts } from '../components/listing-reviews/review-facts';
import { TypeBadge } from '../components/listings/status-badge';
import { SectionHeader } from '../components/shell/section-header';

const BACK = (
  <Button asChild variant="outline" size="sm">
    <Link to={adminPaths.listingReviews}>
      <ArrowLeft aria-hidden />
      {LISTING_REVIEW_TEXTS.title}
    </Link>
  </Button>
);

/**
 * One firm's listing as the operator reviews it (issue 28): the authorisation first (taşınmaz
 * no, basis, the document to open), then everything the firm entered, the images, and the three
 * decisions while it waits.
 */
export function AdminListingReviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useListingReview(id);
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const review = query.data;
  useDocumentTitle(review?.listing.title ?? LISTING_REVIEW_TEXTS.title);

  if (!review) {
    return (
      <div>
        <SectionHeader title={LISTING_REVIEW_TEXTS.title} actions={BACK} />
        {query.error ? (
          <Notice
            tone="error"
            title={
              isNotFound(query.error)
                ? 'İlan bulunamadı.'
                : 'İlan yüklenirken bir hata oluştu. Lütfen tekrar deneyin.'
            }
          />
        ) : (
          <PageSpinner label="İlan yükleniyor..." />
        )}
      </div>
    );
  }
  const { listing } = review;
  const waiting = review.publication === 'submitted';
  return (
    <div className="space-y-5">
      <SectionHeader
        title={listing.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <TypeBadge type={listing.listingType} />
            <span className="font-medium text-ink-700">{review.firm.title}</span>
            <span>· {PUBLICATION_LABELS[review.publication]}</span>
          </span>
        }
        actions={BACK}
      />
      {review.reviewNotes && !waiting && (
        <Notice tone="info" title="Yönetici notu">
          <p className="mt-1 whitespace-pre-line">{review.reviewNotes}</p>
        </Notice>
      )}
      {waiting ? (
        <Card className="p-4 sm:p-5">
          <p className="text-sm text-ink-600">
            Yetki belgesini açıp kontrol ettikten sonra ilanı yayınlayın; eksik veya hatalı bilgi
            varsa notunuzla iade edin.
          </p>
          <div className="mt-3 grid gap-2 sm:flex sm:flex-wrap">
            <Button onClick={() => setDecision('approve')}>
              <CheckCircle2 aria-hidden />
              {LISTING_REVIEW_TEXTS.approve}
            </Button>
            <Button variant="outline" onClick={() => setDecision('return')}>
              <Undo2 aria-hidden />
              {LISTING_REVIEW_TEXTS.return}
            </Button>
            <Button variant="outline" onClick={() => setDecision('reject')}>
              <XCircle aria-hidden className="text-red-600" />
              {LISTING_REVIEW_TEXTS.reject}
            </Button>
          </div>
        </Card>
      ) : (
        <Notice
          tone="info"
          title={`Bu ilan için karar verildi: ${PUBLICATION_LABELS[review.publication]}.`}
        />
      )}
      <div className="grid gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <AuthorisationCard review={review} />
        <AdminGallery images={listing.images} title={listing.title} />
      </div>
      <ReviewListingFacts review={review} />
      <ReviewDecisionDialog
        key={listing.id}
        decision={decision}
        listing={{ id: listing.id, title: listing.title, firmTitle: review.firm.title }}
        depositAmount={review.depositAmount}
        onClose={() => setDecision(null)}
        onDecided={() => void navigate(adminPaths.listingReviews)}
      />
    </div>
  );
}
