import { Spinner } from '@qr/design-system';
import blocks from './blocks.module.css';

/** A page's screen while its data loads: the spinner, centred, marked as the loading screen. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className={blocks.centered} data-loading-screen>
      <Spinner label={label} />
    </div>
  );
}
