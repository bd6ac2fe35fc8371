import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Notes from '@mui/icons-material/Notes';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { pickImage } from '../../../components/image-file.ts';
import { useFilePicker } from '../../../components/use-file-picker.ts';

/** An HTML snippet the toolbar wraps around the selection. */
export type HtmlWrap = { before: string; after: string };

const wraps: { key: string; label: string; icon: ReactElement; wrap: HtmlWrap }[] = [
  {
    key: 'bold',
    label: 'Bold',
    icon: <FormatBold />,
    wrap: { before: '<strong>', after: '</strong>' },
  },
  {
    key: 'italic',
    label: 'Italic',
    icon: <FormatItalic />,
    wrap: { before: '<em>', after: '</em>' },
  },
  { key: 'heading', label: 'Heading', icon: <Title />, wrap: { before: '<h2>', after: '</h2>' } },
  { key: 'paragraph', label: 'Paragraph', icon: <Notes />, wrap: { before: '<p>', after: '</p>' } },
  {
    key: 'list',
    label: 'Bulleted list',
    icon: <FormatListBulleted />,
    wrap: { before: '<ul>\n  <li>', after: '</li>\n</ul>' },
  },
  {
    key: 'link',
    label: 'Link',
    icon: <InsertLink />,
    wrap: { before: '<a href="https://">', after: '</a>' },
  },
];

type HtmlToolbarProps = {
  onWrap: (wrap: HtmlWrap) => void;
  onImage: (file: File) => void;
  onInvalidImage: (message: string) => void;
  uploading: boolean;
  disabled?: boolean;
};

/** Formatting for the HTML body: wraps the selection in tags; uploads and inserts images. */
export function HtmlToolbar({
  onWrap,
  onImage,
  onInvalidImage,
  uploading,
  disabled,
}: HtmlToolbarProps) {
  const { t } = useTranslation();
  const picker = useFilePicker({ onFile: (file) => pickImage(file, onImage, onInvalidImage) });
  return (
    <Box
      role="toolbar"
      aria-label={t('Formatting')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        py: 0.5,
        borderBottom: (theme) => `1px solid ${theme.palette.divider}`,
      }}
    >
      {wraps.map((item) => (
        <Tooltip key={item.key} title={t(item.label)}>
          <span>
            <IconButton
              size="small"
              aria-label={t(item.label)}
              disabled={disabled}
              // Keep the textarea's selection: a mousedown on the button would blur it.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onWrap(item.wrap)}
            >
              {item.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title={t('Insert image')}>
        <span>
          <IconButton
            size="small"
            aria-label={t('Insert image')}
            disabled={disabled || uploading}
            onMouseDown={(e) => e.preventDefault()}
            onClick={picker.open}
          >
            {uploading ? <CircularProgress size={18} /> : <ImageOutlined />}
          </IconButton>
        </span>
      </Tooltip>
      <input
        {...picker.inputProps}
        accept="image/jpeg,image/png,image/gif"
        data-testid="template-image-input"
      />
    </Box>
  );
}
