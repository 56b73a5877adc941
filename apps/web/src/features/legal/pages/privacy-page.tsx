import { LegalDocument } from '../components/legal-document';

/** SPEC §2 Legal: /privacy-policy, /politique-confidentialite and /privacy; 10 sections, updated 28 May 2025. */
export function PrivacyPage() {
  return <LegalDocument namespace="privacy" path="/privacy-policy" />;
}
