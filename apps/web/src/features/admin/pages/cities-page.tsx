import { useTranslation } from 'react-i18next';
import { deleteCity, useCities } from '../api/cities';
import { CitiesTable } from '../components/cities/cities-table';
import { CityForm } from '../components/cities/city-form';
import { ReferenceListPage } from '../components/shared/reference-list-page';

/** SPEC §2 Admin Cities. */
export function CitiesPage() {
  const { t } = useTranslation('admin');
  return (
    <ReferenceListPage
      section="cities"
      useItems={useCities}
      remove={deleteCity}
      deleteConfirm={(city) => t('cities.deleteConfirm', { name: city.name })}
      table={(cities, actions) => <CitiesTable cities={cities} {...actions} />}
      form={(city, onDone) => <CityForm city={city} onDone={onDone} />}
    />
  );
}
