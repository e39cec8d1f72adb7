import { Navigate, useParams } from 'react-router-dom';
import { RegistrationFlow } from '../features/registration/registration-flow';

/** /vehicle-registration/:uid (docs/product.md §2). */
export default function VehicleRegistrationPage() {
  const { uid } = useParams();
  if (!uid) return <Navigate to="/" replace />;
  return <RegistrationFlow key={uid} uid={uid} />;
}
