import ImageOutlined from '@mui/icons-material/ImageOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickImage } from '../../../components/image-file.ts';
import { useFilePicker } from '../../../components/use-file-picker.ts';
import { WrapRow } from '../../../components/wrap-row.tsx';

// The parts both body toolbars (visual and HTML) are made of.

/** The bar above the body: labelled "Formatting" for assistive technology. */
export function BodyToolbar({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <WrapRow
      role="toolbar"
      aria-label={t('Formatting')}
      sx={{ gap: 0.25, p: 0.5, borderBottom: (theme) => `1px solid ${theme.palette.divider}` }}
    >
      {children}
    </WrapRow>
  );
}

type ToolButtonProps = {
  /** Tooltip and accessible name. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  /** A format that is on at the cursor (bold, a list); undefined for plain actions. */
  pressed?: boolean;
  disabled?: boolean;
};

/**
 * One icon button of the bar. A mousedown on it does not take focus, so the body keeps its
 * selection for the action.
 */
export function ToolButton({ label, icon, onClick, pressed, disabled }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          color={pressed ? 'primary' : 'default'}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
          sx={pressed ? { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12) } : undefined}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

type ImageToolProps = {
  /** A picked file that passed the client checks (type, size). */
  onImage: (file: File) => void;
  onInvalidImage: (message: string) => void;
  uploading: boolean;
  disabled?: boolean;
};

/** "Insert image": picks a jpeg, png or gif for the template image upload. */
export function ImageTool({ onImage, onInvalidImage, uploading, disabled }: ImageToolProps) {
  const { t } = useTranslation();
  const picker = useFilePicker({ onFile: (file) => pickImage(file, onImage, onInvalidImage) });
  return (
    <>
      <ToolButton
        label={t('Insert image')}
        icon={uploading ? <CircularProgress size={18} aria-hidden /> : <ImageOutlined />}
        disabled={disabled || uploading}
        onClick={picker.open}
      />
      <input
        {...picker.inputProps}
        accept="image/jpeg,image/png,image/gif"
        data-testid="template-image-input"
      />
    </>
  );
}
