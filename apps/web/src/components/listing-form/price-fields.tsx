import {
  listingFormLabels,
  type ListingFormBaseValues,
} from '@arsamezat/shared/admin/admin-listing-form';
import { MAX_ANTI_SNIPE_MINUTES } from '@arsamezat/shared/admin/admin-listings';
import { listingTypeOf, takesBids, takesOffers } from '@arsamezat/shared/listings/listing-types';
import { useFormContext } from 'react-hook-form';
import { FormSection, TextField } from './field';

const DECIMAL_HINT = 'Kuruş için virgül kullanın: 1250000,50';

/**
 * Price, the increment of the listing type, the minimum offer; with `operator`, the deposit and
 * the last-minute extension too (a firm sets neither: the deposit is set at approval).
 */
export function PriceFields({ operator = false }: { operator?: boolean }) {
  const { watch } = useFormContext<ListingFormBaseValues>();
  const type = watch('listingType');
  const labels = listingFormLabels(type);
  const { increment } = listingTypeOf(type);
  return (
    <FormSection
      title={operator ? 'Fiyat ve Teminat' : 'Fiyat'}
      description="Tutarlar Türk lirası (₺) cinsindendir."
    >
      <TextField
        name="startingPrice"
        label={labels.price}
        required
        inputMode="decimal"
        suffix="₺"
        placeholder="0"
        hint={DECIMAL_HINT}
      />
      <TextField
        key={increment.field}
        name={increment.field}
        label={labels.increment}
        required
        inputMode="decimal"
        suffix="₺"
        placeholder="0"
        {...(increment.hint ? { hint: increment.hint } : {})}
      />
      {takesOffers(type) && (
        <TextField
          name="minOfferAmount"
          label="En Düşük Kabul Edilebilir Teklif"
          inputMode="decimal"
          suffix="₺"
          placeholder="Yok"
          hint="İsteğe bağlı. Bunun altındaki teklifler reddedilir; tutar ziyaretçilere gösterilmez."
        />
      )}
      {operator && (
        <TextField
          name="depositAmount"
          label="Teminat Tutarı"
          inputMode="decimal"
          suffix="₺"
          placeholder="0"
          hint="Hizmet Bedeli Peşinatı; boş bırakılırsa 0."
        />
      )}
      {operator && takesBids(type) && (
        <TextField
          name="antiSnipeMinutes"
          label="Son dakika uzatması (dk)"
          inputMode="numeric"
          suffix="dk"
          hint={`Son dakikalarda gelen teklif süreyi uzatır; 0 kapatır (en fazla ${MAX_ANTI_SNIPE_MINUTES}).`}
        />
      )}
    </FormSection>
  );
}
