import type { ListingFormBaseValues } from '@arsamezat/shared/admin/admin-listing-form';
import type { ListingMapLocationRead } from '@arsamezat/shared/listings/listing-map';
import type {
  ParcelLookup,
  ParcelLookupRequestInput,
} from '@arsamezat/shared/listings/parcel-lookup';
import { isCity } from '@arsamezat/shared/listings/cities';
import { LoaderCircle, MapPinned } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useProvinceLocations } from '../../lib/province-locations';
import { lazyCanvas, MapBox } from '../map/lazy-map';
import { FormSection } from './field';

const MapLocationPicker = lazyCanvas(() =>
  import('./map-location-picker').then((m) => m.MapLocationPicker),
);

export type LookupParcel = (request: ParcelLookupRequestInput) => Promise<ParcelLookup>;

const AREA_TEXT = (lookup: ParcelLookup) =>
  [
    lookup.parcel.areaText ? `Alan: ${lookup.parcel.areaText} m²` : null,
    lookup.parcel.nitelik ? `Nitelik: ${lookup.parcel.nitelik}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * 'Haritadaki Konum' (issue 30): 'Parseli Getir' asks the land registry for the parcel by il,
 * ilçe, mahalle, ada and parsel and fills its outline and pin; when the registry does not know
 * it or does not answer, the pin is placed and the outline drawn on the map by hand.
 */
export function MapLocationFields({ lookupParcel }: { lookupParcel: LookupParcel }) {
  const { watch, setValue } = useFormContext<ListingFormBaseValues>();
  const [city, adaNo, parselNo, location, districtCode, neighbourhoodCode] = watch([
    'city',
    'adaNo',
    'parselNo',
    'mapLocation',
    'districtCode',
    'neighbourhoodCode',
  ]);
  // The İlçe and Mahalle chosen in 'Konum' (the same reference lists, issue 30) name the parcel.
  const { data: places } = useProvinceLocations(isCity(city) ? city : undefined);
  const chosenDistrict = places?.districts.find((entry) => entry.code === districtCode);
  const district = chosenDistrict?.name ?? '';
  const neighborhood =
    chosenDistrict?.neighbourhoods.find((entry) => entry.code === neighbourhoodCode)?.name ?? '';
  const [status, setStatus] = useState<{ kind: 'busy' | 'ok' | 'error'; text: string } | null>(
    null,
  );
  const statusId = useId();

  const setLocation = (next: ListingMapLocationRead | null) =>
    setValue('mapLocation', next, { shouldDirty: true });

  async function fetchParcel() {
    const missing = [
      !city && 'Şehir',
      !district.trim() && 'İlçe',
      !neighborhood.trim() && 'Mahalle',
      !adaNo.trim() && 'Ada no',
      !parselNo.trim() && 'Parsel no',
    ].filter(Boolean);
    if (missing.length > 0) {
      setStatus({ kind: 'error', text: `Parseli getirmek için girin: ${missing.join(', ')}.` });
      return;
    }
    setStatus({ kind: 'busy', text: 'Parsel sorgulanıyor…' });
    try {
      const found = await lookupParcel({
        city,
        district: district.trim(),
        neighborhood: neighborhood.trim(),
        adaNo: adaNo.trim(),
        parselNo: parselNo.trim(),
      });
      setLocation({
        point: found.point,
        parcel: found.parcel.geometry,
        registryMahalleId: found.parcel.mahalleId,
      });
      setStatus({ kind: 'ok', text: `Parsel haritaya eklendi. ${AREA_TEXT(found)}`.trim() });
    } catch (error) {
      setStatus({
        kind: 'error',
        text:
          error instanceof Error && error.message
            ? error.message
            : 'Parsel getirilemedi. Konumu haritada kendiniz işaretleyin.',
      });
    }
  }

  return (
    <FormSection
      title="Haritadaki Konum"
      description="Parseli tapu kadastro kayıtlarından getirin ya da haritada işaretleyin."
    >
      <div className="sm:col-span-2">
        <p className="text-sm text-ink-600">
          İlçe ve mahalle ‘Konum’ bölümünden, ada ve parsel numarası ‘Parsel Bilgileri’ bölümünden
          alınır.
        </p>
        <button
          type="button"
          onClick={() => void fetchParcel()}
          disabled={status?.kind === 'busy'}
          aria-describedby={statusId}
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {status?.kind === 'busy' ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <MapPinned aria-hidden className="size-4" />
          )}
          Parseli Getir
        </button>
        <p
          id={statusId}
          role="status"
          className={
            status?.kind === 'error' ? 'mt-2 text-sm text-red-700' : 'mt-2 text-sm text-ink-700'
          }
        >
          {status?.text}
        </p>
      </div>
      <div className="sm:col-span-2">
        <MapBox className="h-80 sm:h-96" label="Konum seçme haritası">
          <MapLocationPicker value={location} onChange={setLocation} />
        </MapBox>
      </div>
    </FormSection>
  );
}
