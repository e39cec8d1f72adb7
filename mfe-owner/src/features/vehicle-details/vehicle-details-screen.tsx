import { Button, ButtonLink, ErrorState, retryFromHeading, useRefocusAfter } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { allActivitiesPath, handOverActivities } from '../shared/all-activities-hand-over';
import { LoadingScreen } from '../shared/loading-screen';
import { detailsFailureMessage } from './details-failure';
import { EditContactDialog } from './edit-contact-dialog';
import { EditNumberDialog } from './edit-number-dialog';
import { contactForEditing, validateContact, validateEmergencyContact } from './edit-validation';
import { vehicleDetailsMessages } from './messages';
import { PauseSheet } from './pause-sheet';
import { useResumeHighlight } from './use-resume-highlight';
import { useVehicleDetails } from './use-vehicle-details';
import { type EditTarget, VehicleDetailsView } from './vehicle-details-view';

export function GoBack() {
  const t = useMessages(vehicleDetailsMessages);
  return (
    <ButtonLink to="/vehicle-info" variant="secondary">
      {t.goBack}
    </ButtonLink>
  );
}

export function MissingVehicleId() {
  const t = useMessages(vehicleDetailsMessages);
  return <ErrorState message={t.idMissing} action={<GoBack />} />;
}

/** /vehicle-details/{vehicleId} once an id is known: loading, error, or the vehicle with its actions. */
export function VehicleDetailsScreen({ vehicleId }: { vehicleId: string }) {
  const navigate = useNavigate();
  const t = useMessages(vehicleDetailsMessages);
  const { state, reload, saved, pause, resume, resuming, pausedLoad } = useVehicleDetails(vehicleId);
  const { ref: serviceButton, highlighted } = useResumeHighlight<HTMLButtonElement>(pausedLoad);
  // Resume Service is disabled while it runs; then focus is on the same button, now Pause Service.
  useRefocusAfter(resuming, () => serviceButton.current);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [pauseOpen, setPauseOpen] = useState(false);

  if (state.status === 'loading') return <LoadingScreen label={t.loading} />;
  if (state.status === 'error') {
    const message = detailsFailureMessage(state.error, t);
    return (
      <ErrorState
        message={message}
        action={
          <>
            {state.error.status === 404 ? null : (
              <Button variant="primary" onClick={retryFromHeading(reload)}>
                {t.tryAgain}
              </Button>
            )}
            <GoBack />
          </>
        }
      />
    );
  }

  const vehicle = state.data.vehicleResponse;
  const edited = { id: vehicleId, vehicle, onSaved: saved };
  const close = (open: boolean) => {
    if (!open) setEditing(null);
  };
  const contactEdits = [
    {
      field: 'alternateContact',
      title: t.editAlternateTitle,
      validate: (digits: string) => validateContact(digits, t),
    },
    {
      field: 'emergencyContact',
      title: t.editEmergencyTitle,
      validate: (digits: string) => validateEmergencyContact(digits, vehicle.contact, t),
    },
  ] as const;
  return (
    <>
      <VehicleDetailsView
        details={state.data}
        onEdit={setEditing}
        onPause={() => setPauseOpen(true)}
        onResume={() => void resume()}
        resuming={resuming}
        serviceButtonRef={serviceButton}
        resumeHighlighted={highlighted}
        onSeeAll={(activities) => {
          const state = handOverActivities(vehicleId, { activities, vehicleNumber: vehicle.registrationNumber });
          navigate(allActivitiesPath(vehicleId), { state });
        }}
      />
      <EditNumberDialog open={editing === 'registrationNumber'} onOpenChange={close} edited={edited} />
      {contactEdits.map(({ field, title, validate }) => (
        <EditContactDialog
          key={field}
          open={editing === field}
          onOpenChange={close}
          title={title}
          label={t[field]}
          initialDigits={contactForEditing(vehicle[field])}
          edited={edited}
          field={field}
          validate={validate}
        />
      ))}
      <PauseSheet
        open={pauseOpen}
        onOpenChange={setPauseOpen}
        vehicleNumber={vehicle.registrationNumber}
        onConfirm={pause}
      />
    </>
  );
}
