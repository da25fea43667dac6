import { useMemo, useState } from 'react';
import { citiesOf, divisionPath, districtsOf, provinces, type DivisionPath } from './divisions.ts';

/**
 * The three linked lists: choosing a province empties the city and the
 * district, choosing a city empties the district. `initialCode` (any level)
 * preselects what the opener already knew.
 */
export function useDivisionChoice(initialCode: string | null) {
  const initial = initialCode ? divisionPath(initialCode) : null;
  const [province, setProvince] = useState(initial?.province.code ?? '');
  const [city, setCity] = useState(initial?.city?.code ?? '');
  const [district, setDistrict] = useState(initial?.district?.code ?? '');
  const cities = useMemo(() => (province ? citiesOf(province) : []), [province]);
  const districts = useMemo(() => (city ? districtsOf(city) : []), [city]);
  const chosen: DivisionPath | null = district ? divisionPath(district) : null;
  return {
    provinces: provinces(),
    cities,
    districts,
    province,
    city,
    district,
    chosen,
    chooseProvince(code: string) {
      setProvince(code);
      setCity('');
      setDistrict('');
    },
    chooseCity(code: string) {
      setCity(code);
      setDistrict('');
    },
    chooseDistrict: setDistrict,
  };
}
