import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useOperatorCompany } from '../api/company';
import { landingFor } from '../components/layout/operator-nav';

/** /operator leads to the role's first screen (a manager's departures, an agent's counter, a conductor's boarding). */
export function OperatorIndex() {
  const { data } = useOperatorCompany();
  if (!data) return <PageSpinner />;
  return <Navigate to={landingFor(data.role)} replace />;
}
