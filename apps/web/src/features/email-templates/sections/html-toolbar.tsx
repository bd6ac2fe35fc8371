import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import InsertLink from '@mui/icons-material/InsertLink';
import Notes from '@mui/icons-material/Notes';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyToolbar, ImageTool, ToolButton } from './toolbar-kit.tsx';

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
  /** The variable menu, at the end of the bar. */
  variables?: ReactNode;
};

/** Formatting for the HTML body: wraps the selection in tags; uploads and inserts images. */
export function HtmlToolbar({
  onWrap,
  onImage,
  onInvalidImage,
  uploading,
  disabled,
  variables,
}: HtmlToolbarProps) {
  const { t } = useTranslation();
  return (
    <BodyToolbar>
      {wraps.map((item) => (
        <ToolButton
          key={item.key}
          label={t(item.label)}
          icon={item.icon}
          disabled={disabled}
          onClick={() => onWrap(item.wrap)}
        />
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ImageTool
        onImage={onImage}
        onInvalidImage={onInvalidImage}
        uploading={uploading}
        disabled={disabled}
      />
      <Box sx={{ flexGrow: 1 }} />
      {variables}
    </BodyToolbar>
  );
}
