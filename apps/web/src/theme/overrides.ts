import { alpha, type Components, getContrastRatio, type Theme } from '@mui/material/styles';
import { RADIUS } from './constants.ts';
import { AA_CONTRAST, grey } from './palette.ts';

// Component overrides that give the "finished dashboard" look: soft shadows, rounded
// surfaces, quiet borders. Only slot keys and `variants` (MUI 9 removed composed classes).

const toneColors = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

export function componentOverrides(theme: Theme): Components<Theme> {
  const light = theme.palette.mode === 'light';
  const inheritBg = light ? grey[800] : '#FFFFFF';
  const inheritFg = light ? '#FFFFFF' : grey[800];
  const border = alpha(grey[500], light ? 0.2 : 0.16);
  // Coloured text (text and outlined buttons, links) in a colour's main shade when that reads
  // at AA on the card, else its dark (light mode) or light (dark mode) shade: amber, green and
  // cyan on white, blue on the dark card.
  const textTone = (color: (typeof toneColors)[number]) => {
    const set = theme.palette[color];
    if (getContrastRatio(set.main, theme.palette.background.paper) >= AA_CONTRAST) return set.main;
    return light ? set.dark : set.light;
  };
  const toneVariants = toneColors.flatMap((color) =>
    (['text', 'outlined'] as const).map((variant) => ({
      props: { variant, color },
      style: { color: textTone(color) },
    })),
  );

  return {
    MuiCssBaseline: {
      styleOverrides: {
        '*': { boxSizing: 'border-box' },
        html: { WebkitOverflowScrolling: 'touch' },
        body: { minHeight: '100vh' },
        '#root': { minHeight: '100vh' },
        img: { maxWidth: '100%', verticalAlign: 'middle' },
        'input[type=number]': { MozAppearance: 'textfield' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: RADIUS,
          variants: [
            {
              props: { variant: 'contained', color: 'inherit' },
              style: {
                color: inheritFg,
                backgroundColor: inheritBg,
                '&:hover': { backgroundColor: light ? grey[700] : grey[400] },
              },
            },
            {
              props: { variant: 'contained', color: 'primary' },
              style: { '&:hover': { boxShadow: theme.customShadows.primary } },
            },
            {
              props: { variant: 'outlined', color: 'inherit' },
              style: {
                borderColor: alpha(grey[500], 0.32),
                '&:hover': {
                  borderColor: 'currentColor',
                  backgroundColor: theme.palette.action.hover,
                },
              },
            },
            ...toneVariants,
            { props: { size: 'large' }, style: { minHeight: 48, fontSize: 15 } },
            { props: { size: 'medium' }, style: { minHeight: 36 } },
            { props: { size: 'small' }, style: { minHeight: 30 } },
          ],
        },
      },
    },
    MuiTypography: {
      defaultProps: {
        // Sizes are not document levels: an unlabelled h3-h6 is a section of the page (h2),
        // and subtitles are text, not headings (MUI makes them h6, which broke heading order).
        variantMapping: { h3: 'h2', h4: 'h2', h5: 'h2', h6: 'h2', subtitle1: 'p', subtitle2: 'p' },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          variants: [{ props: { color: 'primary' }, style: { color: textTone('primary') } }],
        },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { '&:hover': { backgroundColor: theme.palette.action.hover } } },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: { backgroundImage: 'none' },
        outlined: { borderColor: border },
      },
    },
    MuiCard: {
      styleOverrides: {
        root: {
          position: 'relative',
          borderRadius: RADIUS * 2,
          boxShadow: theme.customShadows.card,
          zIndex: 0,
        },
      },
    },
    MuiCardHeader: {
      defaultProps: {
        slotProps: {
          title: { variant: 'h6' },
          subheader: { variant: 'body2', sx: { mt: 0.5 } },
        },
      },
      styleOverrides: { root: { padding: theme.spacing(3, 3, 0) } },
    },
    MuiCardContent: {
      styleOverrides: {
        root: { padding: theme.spacing(3), '&:last-child': { paddingBottom: theme.spacing(3) } },
      },
    },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          borderRadius: RADIUS,
          '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.text.primary },
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
            borderColor: theme.palette.text.primary,
          },
          '&.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.error.main },
          '&.Mui-disabled .MuiOutlinedInput-notchedOutline': {
            borderColor: theme.palette.action.disabledBackground,
          },
        },
        notchedOutline: {
          borderColor: alpha(grey[500], 0.24),
          transition: theme.transitions.create(['border-color']),
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        root: {
          color: theme.palette.text.secondary,
          '&.Mui-focused': { color: theme.palette.text.primary },
          '&.Mui-error': { color: theme.palette.error.main },
        },
      },
    },
    MuiFormHelperText: { styleOverrides: { root: { marginTop: theme.spacing(0.75) } } },
    MuiDialog: {
      styleOverrides: {
        paper: {
          borderRadius: RADIUS * 2,
          boxShadow: theme.customShadows.dialog,
          margin: theme.spacing(2),
        },
      },
    },
    MuiDialogTitle: { styleOverrides: { root: { padding: theme.spacing(3) } } },
    MuiDialogContent: { styleOverrides: { root: { padding: theme.spacing(0, 3) } } },
    MuiDialogActions: {
      styleOverrides: {
        root: {
          padding: theme.spacing(3),
          '& > :not(:first-of-type)': { marginLeft: theme.spacing(1.5) },
        },
      },
    },
    MuiBackdrop: {
      styleOverrides: {
        root: {
          backgroundColor: alpha(grey[800], 0.48),
          variants: [{ props: { invisible: true }, style: { background: 'transparent' } }],
        },
      },
    },
    MuiChip: {
      styleOverrides: {
        root: { borderRadius: RADIUS, fontWeight: 500 },
        label: { paddingLeft: 10, paddingRight: 10 },
      },
    },
    MuiTooltip: {
      styleOverrides: {
        tooltip: { backgroundColor: light ? grey[800] : grey[700], borderRadius: RADIUS },
        arrow: { color: light ? grey[800] : grey[700] },
      },
    },
    MuiPopover: {
      styleOverrides: {
        paper: {
          borderRadius: RADIUS * 1.25,
          boxShadow: theme.customShadows.dropdown,
          backgroundImage: 'none',
          ...(light ? {} : { backgroundColor: grey[800], border: `1px solid ${border}` }),
        },
      },
    },
    MuiMenu: { styleOverrides: { list: { padding: theme.spacing(0.5) } } },
    MuiMenuItem: {
      styleOverrides: {
        root: {
          ...theme.typography.body2,
          padding: theme.spacing(0.75, 1),
          borderRadius: RADIUS * 0.75,
          '&:not(:last-of-type)': { marginBottom: 4 },
          '&.Mui-selected': {
            fontWeight: theme.typography.fontWeightBold,
            backgroundColor: theme.palette.action.selected,
            '&:hover': { backgroundColor: theme.palette.action.hover },
          },
        },
      },
    },
    MuiListItemIcon: {
      styleOverrides: {
        root: { color: 'inherit', minWidth: 'auto', marginRight: theme.spacing(2) },
      },
    },
    MuiAvatar: {
      styleOverrides: {
        root: { fontWeight: 600 },
        colorDefault: {
          // Initials on the grey disc: the dark theme's secondary text reads at 4.1:1 there.
          color:
            theme.palette.mode === 'dark'
              ? theme.palette.text.primary
              : theme.palette.text.secondary,
          backgroundColor: alpha(grey[500], 0.24),
        },
      },
    },
    MuiTabs: {
      styleOverrides: {
        indicator: { backgroundColor: theme.palette.text.primary },
        list: { gap: theme.spacing(5) },
      },
    },
    MuiTab: {
      defaultProps: { disableRipple: true, iconPosition: 'start' },
      styleOverrides: {
        root: {
          padding: 0,
          minWidth: 48,
          minHeight: 48,
          fontWeight: theme.typography.fontWeightMedium,
          color: theme.palette.text.secondary,
          '&.Mui-selected': {
            color: theme.palette.text.primary,
            fontWeight: theme.typography.fontWeightBold,
          },
        },
      },
    },
    MuiAlert: {
      styleOverrides: {
        root: { borderRadius: RADIUS },
        icon: { opacity: 1 },
      },
    },
    MuiLinearProgress: { styleOverrides: { root: { borderRadius: 4, overflow: 'hidden' } } },
    MuiSwitch: {
      styleOverrides: {
        thumb: { boxShadow: theme.customShadows.z1 },
      },
    },
    MuiDataGrid: {
      styleOverrides: {
        root: {
          border: 0,
          '--DataGrid-rowBorderColor': border,
          '--DataGrid-containerBackground': theme.palette.background.neutral,
          '--DataGrid-t-header-background-base': theme.palette.background.neutral,
        },
        columnHeaders: { color: theme.palette.text.secondary },
        columnHeader: {
          backgroundColor: theme.palette.background.neutral,
          '&:focus, &:focus-within': { outline: 'none' },
        },
        columnHeaderTitle: { fontWeight: theme.typography.fontWeightBold },
        columnSeparator: { color: border },
        cell: {
          borderColor: border,
          display: 'flex',
          alignItems: 'center',
          '&:focus, &:focus-within': { outline: 'none' },
        },
        // A selected row's tint, hovered or not, stays light enough for the quiet text and
        // the soft labels in its cells to read at 4.5:1 (MUI's selected + hover tint did not).
        row: {
          '&.Mui-selected': {
            backgroundColor: alpha(theme.palette.primary.main, 0.08),
            '&:hover, &.Mui-hovered': { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
          },
        },
        footerContainer: { minHeight: 56, borderTop: `1px dashed ${border}` },
        overlay: { backgroundColor: 'transparent' },
        withBorderColor: { borderColor: border },
      },
    },
  };
}
