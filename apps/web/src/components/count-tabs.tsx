import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Label, type LabelColor } from './label.tsx';

export type CountTab<T extends string | number> = {
  value: T;
  label: string;
  /** null while the counts load: shown as a dash. */
  count: number | null;
  color: LabelColor;
};

/** Filter tabs above a table, each with its count in a label after its name. */
export function CountTabs<T extends string | number>({
  value,
  onChange,
  tabs,
  label,
}: {
  value: T;
  onChange: (value: T) => void;
  tabs: CountTab<T>[];
  /** The tab list's accessible name. */
  label: string;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_, next: T) => onChange(next)}
      variant="scrollable"
      scrollButtons={false}
      aria-label={label}
      sx={{ px: 2.5, pt: 1 }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          iconPosition="end"
          icon={<Label color={tab.color}>{tab.count === null ? '–' : tab.count}</Label>}
          sx={{ minHeight: 48, gap: 1, '& > .MuiTab-iconWrapper': { margin: 0 } }}
        />
      ))}
    </Tabs>
  );
}
