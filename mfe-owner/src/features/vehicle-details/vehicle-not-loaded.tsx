import { Button, ButtonLink, ErrorState, retryFromHeading } from '@qr/design-system';
import type { ApiError } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { detailsFailureMessage } from './details-failure';
import { vehicleDetailsMessages } from './messages';

/** The all activities page's failure to read the vehicle: the details' message, Try Again (not on a 404), Go Back. */
export function VehicleNotLoaded({ error, reload }: { error: ApiError; reload: () => void }) {
  const t = useMessages(vehicleDetailsMessages);
  return (
    <ErrorState
      message={detailsFailureMessage(error, t)}
      action={
        <>
          {error.status === 404 ? null : <Button onClick={retryFromHeading(reload)}>{t.tryAgain}</Button>}
          <ButtonLink to="/vehicle-info" variant="secondary">
            {t.goBack}
          </ButtonLink>
        </>
      }
    />
  );
}
