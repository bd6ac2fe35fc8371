import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Tab, { type TabProps } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactElement, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One section of a page; the label is the English source string, translated when shown. */
export type SectionTab<V extends string> = { value: V; label: string; icon?: ReactElement };

type SectionTabsProps<V extends string> = {
  /** The tab list's accessible name, e.g. "Campaign sections". */
  label: string;
  tabs: readonly SectionTab<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Where the icons sit beside the labels; MUI's default puts them above. */
  iconPosition?: TabProps['iconPosition'];
  sx?: SxProps<Theme>;
  /** The chosen section. */
  children: ReactNode;
};

/**
 * A page's section tabs and the one panel that shows the chosen section: each tab controls
 * the panel and the panel is named by the chosen tab, as assistive technology expects of a
 * tab list. Scrolls sideways where the tabs do not fit.
 */
export function SectionTabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
  iconPosition,
  sx = { mb: 3 },
  children,
}: SectionTabsProps<V>) {
  const { t } = useTranslation();
  const id = useId();
  const tabId = (tab: V) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  return (
    <>
      <Tabs
        value={value}
        onChange={(_, next: V) => onChange(next)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={sx}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={t(tab.label)}
            icon={tab.icon}
            iconPosition={iconPosition}
            id={tabId(tab.value)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </Box>
    </>
  );
}
