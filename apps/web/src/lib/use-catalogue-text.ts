import { AMENITY_LABELS, normaliseAmenity } from '@gbaka/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Station services and amenities arrive as keys of the shared catalogue ("serviceLuggageIncluded") or as an
 * operator's own words ("tv"); trip amenities as short codes ("ac", "climatisation"). This shows each in the
 * page's language: the shared catalogue is the "messages" namespace (one language downloaded, not three as
 * with `translate`), which the page must preload; other text is shown as typed.
 */
export function useCatalogueText() {
  const { t, i18n } = useTranslation('messages');
  return useCallback(
    (value: string) => {
      const known = normaliseAmenity(value);
      const key = known ? AMENITY_LABELS[known] : value;
      return i18n.exists(key, { ns: 'messages' }) ? t(key) : value;
    },
    [t, i18n],
  );
}
