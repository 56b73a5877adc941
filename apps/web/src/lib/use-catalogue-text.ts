import { AMENITY_LABELS, normaliseAmenity, type MessageKey } from '@gbaka/shared';
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
      // Asked of the loaded catalogue rather than with the shared package's isMessageKey, which would bundle the
      // French catalogue into every page that shows a station.
      const isMessageKey = (key: string): key is MessageKey => i18n.exists(key, { ns: 'messages' });
      const known = normaliseAmenity(value);
      const key = known ? AMENITY_LABELS[known] : value;
      return isMessageKey(key) ? t(key) : value;
    },
    [t, i18n],
  );
}
