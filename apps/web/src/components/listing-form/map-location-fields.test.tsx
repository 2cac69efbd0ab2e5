import {
  ADMIN_LISTING_FORM_DEFAULTS,
  type AdminListingFormValues,
} from '@arsamezat/shared/admin/admin-listing-form';
import type { ParcelLookup } from '@arsamezat/shared/listings/parcel-lookup';
import type { ProvinceLocations } from '@arsamezat/shared/listings/locations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { provinceLocationsQueryOptions } from '../../lib/province-locations';
import { MapLocationFields, type LookupParcel } from './map-location-fields';

const found: ParcelLookup = {
  parcel: {
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [27.27, 37.09],
          [27.28, 37.09],
          [27.28, 37.1],
          [27.27, 37.09],
        ],
      ],
    },
    areaM2: 1234.56,
    areaText: '1.234,56',
    nitelik: 'Arsa',
    mahalleId: 148011,
    city: 'Muğla',
    district: 'Bodrum',
    neighborhood: 'Geriş',
    adaNo: '126',
    parselNo: '7',
  },
  point: { lat: 37.095, lng: 27.275 },
  cached: false,
};

/** The reference lists the form's 'Konum' section chose from (as GET /api/locations answers). */
const PLACES: ProvinceLocations[] = [
  {
    city: 'Muğla',
    districts: [
      {
        code: '48.bodrum',
        name: 'Bodrum',
        neighbourhoods: [{ code: '48.bodrum.geris-mah', name: 'Geriş Mah.' }],
      },
    ],
  },
  {
    city: 'Konya',
    districts: [
      {
        code: '42.selcuklu',
        name: 'Selçuklu',
        neighbourhoods: [{ code: '42.selcuklu.saraykoy-mah', name: 'Sarayköy Mah.' }],
      },
    ],
  },
];

function renderFields(lookup: LookupParcel, values: Partial<AdminListingFormValues> = {}) {
  let form: UseFormReturn<AdminListingFormValues> | undefined;
  function Harness() {
    form = useForm<AdminListingFormValues>({
      defaultValues: { ...ADMIN_LISTING_FORM_DEFAULTS, ...values },
    });
    return (
      <FormProvider {...form}>
        <MapLocationFields lookupParcel={lookup} />
      </FormProvider>
    );
  }
  const queryClient = new QueryClient();
  for (const places of PLACES) {
    const city = places.city as 'Muğla' | 'Konya';
    queryClient.setQueryData(provinceLocationsQueryOptions(city).queryKey, places);
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return () => form?.getValues('mapLocation');
}

describe("'Parseli Getir'", () => {
  it('fills the outline and the pin from the registry and says the area and nitelik', async () => {
    const asked: unknown[] = [];
    const mapLocation = renderFields(
      (request) => {
        asked.push(request);
        return Promise.resolve(found);
      },
      {
        city: 'Muğla',
        districtCode: '48.bodrum',
        neighbourhoodCode: '48.bodrum.geris-mah',
        adaNo: '126',
        parselNo: '7',
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Parseli Getir' }));
    expect(
      await screen.findByText('Parsel haritaya eklendi. Alan: 1.234,56 m² · Nitelik: Arsa'),
    ).toBeInTheDocument();
    expect(asked).toEqual([
      {
        city: 'Muğla',
        district: 'Bodrum',
        neighborhood: 'Geriş Mah.',
        adaNo: '126',
        parselNo: '7',
      },
    ]);
    expect(mapLocation()).toEqual({
      point: found.point,
      parcel: found.parcel.geometry,
      registryMahalleId: 148011,
    });
  });

  it('says what is missing before asking the registry', async () => {
    let calls = 0;
    renderFields(() => {
      calls += 1;
      return Promise.reject(
        new ApiError(503, 'PARCEL_REGISTRY_UNAVAILABLE', 'Parsel sorgusuna şu anda ulaşılamıyor.'),
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'Parseli Getir' }));
    expect(
      screen.getByText('Parseli getirmek için girin: Şehir, İlçe, Mahalle, Ada no, Parsel no.'),
    ).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows the registry's refusal and leaves the map to the operator", async () => {
    const mapLocation = renderFields(
      () =>
        Promise.reject(
          new ApiError(
            503,
            'PARCEL_REGISTRY_UNAVAILABLE',
            'Parsel sorgusuna şu anda ulaşılamıyor. Konumu haritada kendiniz işaretleyin veya parsel sınırını çizin.',
          ),
        ),
      {
        city: 'Konya',
        districtCode: '42.selcuklu',
        neighbourhoodCode: '42.selcuklu.saraykoy-mah',
        adaNo: '2040',
        parselNo: '3',
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Parseli Getir' }));
    expect(await screen.findByText(/parsel sınırını çizin/)).toBeInTheDocument();
    expect(mapLocation()).toBeNull();
    // The form's map is there to place the pin by hand (loaded when it scrolls into view).
    expect(screen.getByRole('region', { name: 'Konum seçme haritası' })).toBeInTheDocument();
  });
});
