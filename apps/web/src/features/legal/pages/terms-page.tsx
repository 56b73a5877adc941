import { LegalDocument } from '../components/legal-document';

/** SPEC §2 Legal: /terms-of-service, /conditions-utilisation and /conditions; 10 sections. */
export function TermsPage() {
  return <LegalDocument namespace="terms" path="/terms-of-service" />;
}
