import { useState } from 'react';
import { LocateFixed, X } from 'lucide-react';
import { serviceLabels } from '@sehat/core/services/messages';
import { roundedPosition, type Position } from '@sehat/core/services/position';
import { Button } from '#web/components/ui/button';
import { Confirmation, useConfirmation } from '#web/components/ui/confirmation';
import { FormAlert } from '#web/components/ui/form-alert';
import styles from './services.module.css';

/**
 * "Sort by nearest": asks the browser for the position once, rounds it to about a kilometre,
 * and hands it to the page, which keeps it in memory only (never in the address or storage).
 */
export function NearMe({
  position,
  onPosition,
}: {
  position: Position | null;
  onPosition: (position: Position | null) => void;
}) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The button pressed gives way to the other one: the confirmation in its place takes focus.
  const confirmation = useConfirmation();

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setProblem(serviceLabels.positionUnavailable);
      return;
    }
    setLocating(true);
    setProblem(null);
    confirmation.clear();
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onPosition(roundedPosition({ lat: coords.latitude, lng: coords.longitude }));
        confirmation.show(serviceLabels.nearOn);
      },
      (error) => {
        setLocating(false);
        setProblem(
          error.code === error.PERMISSION_DENIED
            ? serviceLabels.positionDenied
            : serviceLabels.positionUnavailable,
        );
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <div className={styles.nearMe}>
      <Confirmation shown={confirmation.shown} />
      {position ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onPosition(null);
            confirmation.show(serviceLabels.nearOffDone);
          }}
        >
          <X aria-hidden="true" size={16} />
          {serviceLabels.nearOff}
        </Button>
      ) : (
        <Button variant="secondary" onClick={locate} loading={locating}>
          <LocateFixed aria-hidden="true" size={18} />
          {locating ? serviceLabels.locating : serviceLabels.nearMe}
        </Button>
      )}
      <p className={styles.positionNote}>{serviceLabels.positionNote}</p>
      <FormAlert message={problem} />
    </div>
  );
}
