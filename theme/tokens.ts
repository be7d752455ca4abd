import { defineTokens } from '@chakra-ui/react';
import { CONTENT_WIDTH } from './content-width';

/**
 * Design tokens the site uses, and only those: Chakra's default theme is not loaded (its recipes and
 * full token set cost about 30 KB of first-load JavaScript, measured on a bare page: 174 KB with
 * Chakra's defaultSystem, 144 KB with its base config without recipes). Scales are written
 * out once here so that content components (recipe-free primitives) and the chrome share them.
 */

const scale = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value }]));

/** Brand orange around its primary 400 (#F4490C). 600 keeps white text at 6.5:1 contrast. */
export const brand = {
  50: '#FFF3EE',
  100: '#FFE0D2',
  200: '#FFC0A4',
  300: '#FB8B5B',
  400: '#F4490C',
  500: '#D63C07',
  600: '#AE3105',
  700: '#872604',
  800: '#611B03',
  900: '#3D1102',
  950: '#260A01',
};

const gray = {
  50: '#FAFAFA',
  100: '#F4F4F5',
  200: '#E4E4E7',
  300: '#D4D4D8',
  400: '#A1A1AA',
  500: '#71717A',
  600: '#52525B',
  700: '#3F3F46',
  800: '#27272A',
  900: '#18181B',
  950: '#09090B',
};

// Status colours for toasts and form messages.
const red = { 50: '#FEF2F2', 300: '#FCA5A5', 600: '#DC2626', 700: '#B91C1C', 950: '#450A0A' };
const green = { 50: '#F0FDF4', 300: '#86EFAC', 600: '#16A34A', 700: '#15803D', 950: '#052E16' };
const blue = { 50: '#EFF6FF', 300: '#93C5FD', 600: '#2563EB', 700: '#1D4ED8', 950: '#172554' };

/** Chakra's own 0.25rem spacing steps, generated rather than listed. */
const spacingSteps = [
  0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48, 56,
  64, 72, 80, 96,
];
const spacing = scale(Object.fromEntries(spacingSteps.map((n) => [String(n), `${n / 4}rem`])));

export const tokens = defineTokens({
  colors: {
    transparent: { value: 'transparent' },
    current: { value: 'currentColor' },
    white: { value: '#FFFFFF' },
    black: { value: '#000000' },
    /** The flexible layouts' navy background option, the same in both colour modes. */
    navy: { value: '#13213C' },
    brand: scale(brand),
    gray: scale(gray),
    red: scale(red),
    green: scale(green),
    blue: scale(blue),
  },
  fonts: {
    // Barlow is bundled from @fontsource/barlow (pages/_app.tsx); nothing is fetched from elsewhere.
    // 'Barlow Fallback' (theme/barlow-fallback.css): a local face with Barlow's metrics, shown
    // until Barlow arrives, so that text does not move when it does.
    heading: { value: 'Barlow, "Barlow Fallback", ui-sans-serif, system-ui, sans-serif' },
    body: { value: 'Barlow, "Barlow Fallback", ui-sans-serif, system-ui, sans-serif' },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  },
  fontSizes: scale({
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '3.75rem',
  }),
  fontWeights: scale({ normal: '400', medium: '500', semibold: '600', bold: '700' }),
  lineHeights: scale({ shorter: '1.25', short: '1.375', moderate: '1.5', tall: '1.625' }),
  letterSpacings: scale({ tight: '-0.025em', normal: '0', wide: '0.025em', wider: '0.05em' }),
  spacing,
  sizes: {
    ...spacing,
    ...scale({
      xs: '20rem',
      sm: '24rem',
      md: '28rem',
      lg: '32rem',
      xl: '36rem',
      '2xl': '42rem',
      '3xl': '48rem',
      '4xl': '56rem',
      '5xl': '64rem',
      '6xl': '72rem',
      content: CONTENT_WIDTH,
      prose: '65ch',
      full: '100%',
      min: 'min-content',
      max: 'max-content',
      fit: 'fit-content',
      vh: '100vh',
      dvh: '100dvh',
    }),
  },
  radii: scale({
    none: '0',
    sm: '0.25rem',
    md: '0.375rem',
    lg: '0.5rem',
    xl: '0.75rem',
    full: '9999px',
  }),
  borders: scale({ none: '0', sm: '1px solid', md: '2px solid' }),
  zIndex: scale({
    hide: '-1',
    base: '0',
    docked: '10',
    dropdown: '1000',
    sticky: '1100',
    banner: '1200',
    overlay: '1300',
    modal: '1400',
    skipNav: '1600',
    /** Toasts above everything else. */
    toast: '5500',
  }),
  durations: scale({ fast: '150ms', moderate: '200ms', slow: '300ms' }),
  easings: scale({
    'ease-out': 'cubic-bezier(0, 0, 0.58, 1)',
    'ease-in-out': 'cubic-bezier(0.42, 0, 0.58, 1)',
  }),
  animations: scale({ spin: 'spin 1s linear infinite' }),
});
