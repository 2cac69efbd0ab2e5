import type { ListingFormBaseValues } from '@arsamezat/shared/admin/admin-listing-form';
import { isCity } from '@arsamezat/shared/listings/cities';
import { useFormContext } from 'react-hook-form';
import { useProvinceLocations } from '../../lib/province-locations';
import { controlClass, Field } from './field';

/**
 * İlçe and mahalle of the listing's province from the reference list (issue 30), loaded when the
 * province is chosen; the server checks the choice again. Changing the province clears them
 * (`LocationFields`), changing the district clears the mahalle.
 */
export function PlaceSelects() {
  const { register, watch, setValue } = useFormContext<ListingFormBaseValues>();
  const [city, districtCode] = watch(['city', 'districtCode']);
  const { data, isError } = useProvinceLocations(isCity(city) ? city : undefined);
  const district = data?.districts.find((entry) => entry.code === districtCode);
  const status = !isCity(city)
    ? 'Önce şehri seçin.'
    : isError
      ? 'Hata Oluştu'
      : !data
        ? 'Veriler Yükleniyor'
        : undefined;
  return (
    <>
      <Field name="districtCode" label="İlçe" hint={status}>
        {(control) => (
          <select
            {...control}
            className={controlClass}
            disabled={!data}
            {...register('districtCode', {
              onChange: () => setValue('neighbourhoodCode', ''),
            })}
          >
            <option value="">İlçe seçin</option>
            {data?.districts.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="neighbourhoodCode" label="Mahalle">
        {(control) => (
          <select
            {...control}
            className={controlClass}
            disabled={!district}
            {...register('neighbourhoodCode')}
          >
            <option value="">{district ? 'Mahalle seçin' : 'Önce ilçeyi seçin'}</option>
            {district?.neighbourhoods.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
