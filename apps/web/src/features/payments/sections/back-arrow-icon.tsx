import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';

/** A "back" arrow that points the reading direction's way back: left in LTR, right in RTL. */
export function BackArrowIcon() {
  return (
    <ArrowBackRoundedIcon
      sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
    />
  );
}
