import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { flipInRtl } from '../../../components/flip-in-rtl.ts';

/** A "back" arrow that points the reading direction's way back: left in LTR, right in RTL. */
export function BackArrowIcon() {
  return <ArrowBackRoundedIcon sx={flipInRtl} />;
}
