import { AMENITY_LABELS, normaliseAmenity } from './bands';
import type { MessageKey } from './messages/fr';

/*
 * Operators type their buses' classes, amenities and feature badges in French ("Classique", "tv", "Voyage de nuit").
 * The words they commonly use are catalogue keys here, so that each language shows its own (issue 16: the raw "tv"
 * showed in English); a word not listed is shown as typed.
 */
const WORDS: Record<string, MessageKey> = {
  tv: 'amenityTv',
  télé: 'amenityTv',
  télévision: 'amenityTv',
  toilettes: 'amenityToilet',
  wc: 'amenityToilet',
  classique: 'busTypeClassic',
  standard: 'busTypeClassic',
  confort: 'busTypeComfort',
  vip: 'busTypeVip',
  minibus: 'busTypeMinibus',
  'confort+': 'featureComfortPlus',
  'voyage de nuit': 'featureNightTrip',
  'départ matinal': 'featureEarlyDeparture',
};

/** The catalogue key of an operator's word (an amenity the filters know, a bus class, a badge), if it has one. */
export function catalogueWordKey(word: string): MessageKey | undefined {
  const known = normaliseAmenity(word);
  if (known) return AMENITY_LABELS[known];
  return WORDS[word.trim().toLowerCase()];
}
