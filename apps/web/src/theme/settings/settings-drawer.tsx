import Close from '@mui/icons-material/Close';
import ContrastOutlined from '@mui/icons-material/ContrastOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FitScreenOutlined from '@mui/icons-material/FitScreenOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { presets } from '../palette.ts';
import { useSettings } from './settings-context.tsx';
import {
  isDefaultSettings,
  type PresetName,
  presetNames,
  type Settings,
} from './settings-store.ts';

const presetLabels: Record<PresetName, string> = {
  default: 'Default',
  cyan: 'Cyan',
  purple: 'Purple',
  blue: 'Blue',
  orange: 'Orange',
  red: 'Red',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = `settings-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <Typography
        id={titleId}
        variant="caption"
        component="h3"
        sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', mb: 1.25 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type OptionProps = {
  label: string;
  selected: boolean;
  /** An icon or a small picture of the choice. */
  icon: ReactNode;
  onClick: () => void;
};

function Option({ label, selected, icon, onClick }: OptionProps) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-pressed={selected}
      aria-label={label}
      sx={(theme) => ({
        flex: 1,
        flexDirection: 'column',
        gap: 1,
        py: 2,
        borderRadius: 1.5,
        border: `1px solid ${alpha(theme.palette.grey[500], 0.12)}`,
        color: selected ? 'text.primary' : 'text.disabled',
        bgcolor: selected ? theme.palette.background.paper : 'transparent',
        boxShadow: selected ? theme.customShadows.z8 : 'none',
        transition: theme.transitions.create(['box-shadow', 'background-color']),
        '&:hover': { bgcolor: theme.palette.action.hover },
      })}
    >
      {icon}
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </ButtonBase>
  );
}

/** The settings that are one choice among a few, each shown as an Option. */
type ChoiceName = 'mode' | 'contrast' | 'direction' | 'layout';

function ChoiceSection<K extends ChoiceName>({
  title,
  name,
  choices,
}: {
  title: string;
  name: K;
  choices: { value: Settings[K]; label: string; icon: ReactNode }[];
}) {
  const { settings, update } = useSettings();
  return (
    <Section title={title}>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {choices.map((choice) => (
          <Option
            key={choice.value}
            label={choice.label}
            icon={choice.icon}
            selected={settings[name] === choice.value}
            onClick={() => update({ [name]: choice.value })}
          />
        ))}
      </Box>
    </Section>
  );
}

function LayoutPreview({ mini }: { mini: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.75, width: 64, height: 40 }} aria-hidden>
      <Box
        sx={(theme) => ({
          width: mini ? 10 : 20,
          borderRadius: 0.5,
          bgcolor: alpha(theme.palette.primary.main, 0.32),
        })}
      />
      <Box
        sx={(theme) => ({
          flex: 1,
          borderRadius: 0.5,
          bgcolor: alpha(theme.palette.grey[500], 0.16),
        })}
      />
    </Box>
  );
}

export function SettingsDrawer() {
  const { t } = useTranslation();
  const { settings, update, reset, drawerOpen, closeDrawer } = useSettings();
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    update({ [key]: value } as Partial<Settings>);

  return (
    <Drawer
      anchor="right"
      open={drawerOpen}
      onClose={closeDrawer}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          'aria-label': t('Theme settings'),
          sx: (theme) => ({
            width: 320,
            bgcolor: alpha(theme.palette.background.default, 0.9),
            backdropFilter: 'blur(20px)',
            boxShadow: `-24px 12px 32px -4px ${alpha(theme.palette.mode === 'light' ? theme.palette.grey[500] : '#000', 0.16)}`,
          }),
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', py: 2, pr: 1, pl: 2.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('Settings')}
        </Typography>
        <Tooltip title={t('Reset')}>
          <IconButton onClick={reset} aria-label={t('Reset settings')}>
            <Badge color="error" variant="dot" invisible={isDefaultSettings(settings)}>
              <RestartAlt />
            </Badge>
          </IconButton>
        </Tooltip>
        <IconButton onClick={closeDrawer} aria-label={t('Close settings')}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ px: 2.5, pb: 3, overflowY: 'auto' }}>
        <ChoiceSection
          title={t('Mode')}
          name="mode"
          choices={[
            { value: 'light', label: t('Light'), icon: <LightModeOutlined /> },
            { value: 'dark', label: t('Dark'), icon: <DarkModeOutlined /> },
          ]}
        />
        <ChoiceSection
          title={t('Contrast')}
          name="contrast"
          choices={[
            { value: 'default', label: t('Default'), icon: <ContrastOutlined /> },
            {
              value: 'bold',
              label: t('Bold'),
              icon: <ContrastOutlined sx={{ transform: 'scaleX(-1)' }} />,
            },
          ]}
        />
        <ChoiceSection
          title={t('Direction')}
          name="direction"
          choices={[
            { value: 'ltr', label: t('Left to right'), icon: <FormatTextdirectionLToR /> },
            { value: 'rtl', label: t('Right to left'), icon: <FormatTextdirectionRToL /> },
          ]}
        />
        <ChoiceSection
          title={t('Layout')}
          name="layout"
          choices={[
            { value: 'vertical', label: t('Vertical'), icon: <LayoutPreview mini={false} /> },
            { value: 'mini', label: t('Mini'), icon: <LayoutPreview mini /> },
          ]}
        />
        <Section title={t('Presets')}>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
            {presetNames.map((name) => {
              const selected = settings.preset === name;
              return (
                <ButtonBase
                  key={name}
                  onClick={() => set('preset', name)}
                  aria-pressed={selected}
                  aria-label={t('{{color}} preset', { color: t(presetLabels[name]) })}
                  sx={(theme) => ({
                    height: 56,
                    borderRadius: 1.5,
                    border: `1px solid ${alpha(theme.palette.grey[500], 0.12)}`,
                    bgcolor: selected ? alpha(presets[name].main, 0.08) : 'transparent',
                    boxShadow: selected ? theme.customShadows.z8 : 'none',
                  })}
                >
                  <Box
                    aria-hidden
                    sx={{
                      width: selected ? 28 : 20,
                      height: selected ? 28 : 20,
                      borderRadius: '50%',
                      background: `linear-gradient(135deg, ${presets[name].light}, ${presets[name].main})`,
                      transition: 'all 0.2s',
                    }}
                  />
                </ButtonBase>
              );
            })}
          </Box>
        </Section>
        <Section title={t('Stretch')}>
          <Box
            component="label"
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              pl: 2,
              borderRadius: 1.5,
              border: `1px solid ${alpha(theme.palette.grey[500], 0.12)}`,
              cursor: 'pointer',
            })}
          >
            <FitScreenOutlined sx={{ color: 'text.secondary' }} />
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="subtitle2">{t('Stretch')}</Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('Use the full width on large screens')}
              </Typography>
            </Box>
            <Switch
              checked={settings.stretch}
              onChange={(_, checked) => set('stretch', checked)}
              slotProps={{ input: { 'aria-label': t('Stretch') } }}
            />
          </Box>
        </Section>
      </Box>
    </Drawer>
  );
}
