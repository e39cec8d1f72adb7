import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink, ErrorState, Spinner } from 'shared-ui';
import { VEHICLE_ID_MISSING, vehicleDetailsErrorMessage } from '../../api/get-vehicle-details';
import { type AllActivitiesState, allActivitiesPath } from '../activities/all-activities-state';
import { EditContactDialog } from './edit-contact-dialog';
import { EditNumberDialog } from './edit-number-dialog';
import { contactForEditing, validateContact, validateEmergencyContact } from './edit-validation';
import { PauseSheet } from './pause-sheet';
import { useResumeHighlight } from './use-resume-highlight';
import { useVehicleDetails } from './use-vehicle-details';
import styles from './vehicle-details.module.css';
import { type EditTarget, VehicleDetailsView } from './vehicle-details-view';

export function GoBack() {
  return (
    <ButtonLink to="/vehicle-info" variant="secondary">
      Go Back
    </ButtonLink>
  );
}

export function MissingVehicleId() {
  return <ErrorState message={VEHICLE_ID_MISSING} action={<GoBack />} />;
}

/** /vehicle-details/{vehicleId} once an id is known: loading, error, or the vehicle with its actions. */
export function VehicleDetailsScreen({ vehicleId }: { vehicleId: string }) {
  const navigate = useNavigate();
  const { state, reload, save, pause, resume, resuming, pausedLoad } = useVehicleDetails(vehicleId);
  const { ref: resumeRef, highlighted } = useResumeHighlight<HTMLButtonElement>(pausedLoad);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [pauseOpen, setPauseOpen] = useState(false);

  if (state.status === 'loading') {
    return (
      <div className={styles.centered}>
        <Spinner label="Loading vehicle details" />
      </div>
    );
  }
  if (state.status === 'error') {
    const message = vehicleDetailsErrorMessage(state.error);
    return (
      <ErrorState
        message={message}
        action={
          <>
            {state.error.status === 404 ? null : (
              <Button variant="primary" onClick={reload}>
                Try Again
              </Button>
            )}
            <GoBack />
          </>
        }
      />
    );
  }

  const vehicle = state.data.vehicleResponse;
  const close = (open: boolean) => {
    if (!open) setEditing(null);
  };
  return (
    <>
      <VehicleDetailsView
        details={state.data}
        onEdit={setEditing}
        onPause={() => setPauseOpen(true)}
        onResume={() => void resume()}
        resuming={resuming}
        resumeRef={resumeRef}
        resumeHighlighted={highlighted}
        onSeeAll={(activities) => {
          const navState: AllActivitiesState = { activities, vehicleNumber: vehicle.registrationNumber };
          navigate(allActivitiesPath(vehicleId), { state: navState });
        }}
      />
      <EditNumberDialog
        open={editing === 'registrationNumber'}
        onOpenChange={close}
        onSave={(value) => save(vehicle, { field: 'registrationNumber', value })}
      />
      <EditContactDialog
        open={editing === 'alternateContact'}
        onOpenChange={close}
        title="Edit Alternate Contact"
        label="Alternate contact"
        initialDigits={contactForEditing(vehicle.alternateContact)}
        validate={validateContact}
        onSave={(value) => save(vehicle, { field: 'alternateContact', value })}
      />
      <EditContactDialog
        open={editing === 'emergencyContact'}
        onOpenChange={close}
        title="Edit Emergency Contact"
        label="Emergency contact"
        initialDigits={contactForEditing(vehicle.emergencyContact)}
        validate={(digits) => validateEmergencyContact(digits, vehicle.contact)}
        onSave={(value) => save(vehicle, { field: 'emergencyContact', value })}
      />
      <PauseSheet
        open={pauseOpen}
        onOpenChange={setPauseOpen}
        vehicleNumber={vehicle.registrationNumber}
        onConfirm={pause}
      />
    </>
  );
}
