import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme.ts';
import { AA_CONTRAST } from './palette.ts';
import { defaultSettings, presetNames, type Settings } from './settings/settings-store.ts';

/** `color` at `opacity` over an opaque `background`, as the browser composites it. */
function over(background: string, color: string, opacity: number): string {
  const bg = decomposeColor(background).values;
  const fg = decomposeColor(color).values;
  const mixed = [0, 1, 2].map((i) =>
    Math.round((fg[i] ?? 0) * opacity + (bg[i] ?? 0) * (1 - opacity)),
  );
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

const tones = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
const settingsToCheck: Settings[] = (['light', 'dark'] as const).flatMap((mode) =>
  presetNames.flatMap((preset) =>
    (['default', 'bold'] as const).map((contrast) => ({
      ...defaultSettings,
      mode,
      preset,
      contrast,
    })),
  ),
);

describe.each(settingsToCheck.map((s) => [`${s.mode}, ${s.preset}, ${s.contrast}`, s] as const))(
  'palette (%s) reads at WCAG AA',
  (_name, settings) => {
    const { palette } = createAppTheme(settings);
    const surfaces = [
      palette.background.paper,
      palette.background.default,
      palette.background.neutral,
    ];

    it('text, secondary text and the quiet (disabled) tone on every surface', () => {
      for (const surface of surfaces) {
        for (const text of [palette.text.primary, palette.text.secondary, palette.text.disabled]) {
          expect(getContrastRatio(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(
            AA_CONTRAST,
          );
        }
      }
    });

    it('a grey status label (secondary text on the soft grey chip)', () => {
      const chip = over(palette.background.paper, palette.grey[500], 0.16);
      expect(getContrastRatio(palette.text.secondary, chip)).toBeGreaterThanOrEqual(AA_CONTRAST);
    });

    it.each(tones)('%s: its label on its soft tint, and its button text', (tone) => {
      const set = palette[tone];
      const labelText = palette.mode === 'light' ? set.dark : set.light;
      const tint = over(palette.background.paper, set.main, 0.16);
      expect(getContrastRatio(labelText, tint), `${labelText} on ${tint}`).toBeGreaterThanOrEqual(
        AA_CONTRAST,
      );
      expect(getContrastRatio(set.contrastText, set.main)).toBeGreaterThanOrEqual(AA_CONTRAST);
    });
  },
);
