import { Navigate, useLocation } from 'react-router-dom';

/** /invitation (spec 2.1): an invitation is accepted on the register page in invitation mode. */
export default function InvitationPage() {
  const { search } = useLocation();
  return <Navigate to={`/register${search}`} replace />;
}
