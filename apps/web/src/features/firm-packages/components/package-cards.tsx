import { formatTl } from '@arsamezat/shared/core/money';
import { FIRM_PACKAGE_TEXTS, type FirmPackage } from '@arsamezat/shared/firms/listing-packages';
import { ShoppingCart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { packageTerms } from './package-terms';

type PackageCardsProps = {
  packages: FirmPackage[];
  /** False for a firm that may not buy (not approved): the buttons are off. */
  canBuy: boolean;
  onBuy: (pkg: FirmPackage) => void;
};

/** The packages on sale as cards: name, terms, price and 'Satın Al'. */
export function PackageCards({ packages, canBuy, onBuy }: PackageCardsProps) {
  if (packages.length === 0) {
    return (
      <p className="rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
        {FIRM_PACKAGE_TEXTS.noPackages}
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {packages.map((pkg) => (
        <li key={pkg.id}>
          <Card className="flex h-full flex-col p-5">
            <h3 className="text-lg font-semibold break-words text-ink-900">{pkg.name}</h3>
            <p className="mt-1 text-sm text-ink-600">{packageTerms(pkg)}</p>
            <p className="mt-4 text-2xl font-bold text-brand-800 tabular-nums">
              {formatTl(pkg.price)}
            </p>
            <div className="mt-auto pt-4">
              <Button
                fullWidth
                disabled={!canBuy}
                onClick={() => onBuy(pkg)}
                aria-label={`${pkg.name} — ${FIRM_PACKAGE_TEXTS.buy}`}
              >
                <ShoppingCart aria-hidden />
                {FIRM_PACKAGE_TEXTS.buy}
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
