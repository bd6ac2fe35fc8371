import { InfluencerStatus, influencerStatusLabel } from '@app/contract';
import { TranslatedLabel } from '../../../components/translated-label.tsx';

/** Active in green, Suspended in red. */
export function InfluencerStatusLabel({ status }: { status: InfluencerStatus }) {
  const active = status === InfluencerStatus.Active;
  return (
    <TranslatedLabel color={active ? 'success' : 'error'} text={influencerStatusLabel[status]} />
  );
}
