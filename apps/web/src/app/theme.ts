import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep fjord teal-blue: calm and trustworthy, with white text above AA contrast at shade 7.
const primary: MantineColorsTuple = [
  '#e7f3f6',
  '#d0e5eb',
  '#a3cad6',
  '#72adc0',
  '#4b95ad',
  '#3386a1',
  '#267d9a',
  '#1b6c87',
  '#0f5f78',
  '#00516a',
];

// The warm accent the spec calls 'orange' (rating colours, highlights, the price call-out).
const orange: MantineColorsTuple = [
  '#fff3e5',
  '#ffe5cc',
  '#fdc99a',
  '#fbab63',
  '#f99236',
  '#f8821a',
  '#d96a00',
  // Shade 7 (filled buttons) is dark enough for white text at WCAG AA (4.8:1).
  '#b35300',
  '#9c4800',
  '#853d00',
];

// 'danger' is the spec's name for error red; kept as its own palette so call sites read as intent.
const danger: MantineColorsTuple = [
  '#ffeaea',
  '#fbd5d5',
  '#f2a9a9',
  '#ea7b7b',
  '#e25454',
  '#de3b3b',
  '#dc2e2e',
  '#c32222',
  '#ae1b1c',
  '#981016',
];

// Mantine's green with deeper last shades: its own green.9 (#2b8a3e) is 4.1:1 on the light green badge
// background and 4.4:1 on white, below AA; text set in green.9 ('Betalt', 'Sendt') needs 4.5:1.
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#24803a',
  '#1b5e2a',
];

export const theme = createTheme({
  // Visitors who ask their system for less motion get Mantine's transitions (menus, modals, toasts) without
  // animation.
  respectReducedMotion: true,
  primaryColor: 'primary',
  primaryShade: { light: 7, dark: 5 },
  colors: { primary, orange, danger, red: danger, green },
  // Picks dark text on the light orange and white on teal, so every filled button stays readable.
  autoContrast: true,
  luminanceThreshold: 0.35,
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  black: '#17242b',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // Mantine 9 keeps a closed combobox's dropdown mounted (hidden): every Select renders all its options
    // and floating-ui measures the hidden list (a forced style recalculation) on the first render. On the
    // search page that was ~0.35 s of a phone's main thread for a list nobody has opened (decision 040).
    Combobox: { defaultProps: { keepMounted: false } },
    Container: { defaultProps: { size: 'lg' } },
    Notification: { defaultProps: { radius: 'md' } },
    // A dialog's header is a <header>, which browsers expose as a second 'banner' landmark inside the
    // dialog (issue 34); the page's own header is the one banner.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // Mantine's step buttons are unnamed, outside the tab order and 12 px tall (below the 24 px target
    // size): the arrow keys step the value in the field itself, and a phone types it (issue 34).
    NumberInput: { defaultProps: { hideControls: true } },
  },
});

/**
 * Mantine's default dimmed grey (#868e96) is 3.3:1 on white, below WCAG AA for body text; ours is
 * 5.9:1 and still reads as secondary.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5a6169' },
  dark: {},
});
