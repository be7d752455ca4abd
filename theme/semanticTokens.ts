import { defineSemanticTokens } from '@chakra-ui/react';

const mode = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });

/**
 * Colours by role, one value per colour mode. Pairs were chosen for WCAG AA text contrast:
 * white on brand.600 is 6.5:1, gray.950 on brand.400 is 5.5:1, brand.300 on gray.950 is 8.5:1.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: mode('{colors.white}', '{colors.gray.950}'),
      subtle: mode('{colors.gray.50}', '{colors.gray.900}'),
      muted: mode('{colors.gray.100}', '{colors.gray.800}'),
      panel: mode('{colors.white}', '{colors.gray.900}'),
      inverted: mode('{colors.gray.950}', '{colors.white}'),
    },
    fg: {
      DEFAULT: mode('{colors.gray.900}', '{colors.gray.50}'),
      muted: mode('{colors.gray.600}', '{colors.gray.400}'),
      inverted: mode('{colors.white}', '{colors.gray.950}'),
      error: mode('{colors.red.700}', '{colors.red.300}'),
      success: mode('{colors.green.700}', '{colors.green.300}'),
      info: mode('{colors.blue.700}', '{colors.blue.300}'),
    },
    border: {
      DEFAULT: mode('{colors.gray.200}', '{colors.gray.700}'),
      emphasized: mode('{colors.gray.300}', '{colors.gray.600}'),
    },
    brand: {
      /** Filled buttons. */
      solid: mode('{colors.brand.600}', '{colors.brand.400}'),
      solidHover: mode('{colors.brand.700}', '{colors.brand.300}'),
      /** Text on `brand.solid`. */
      contrast: mode('{colors.white}', '{colors.gray.950}'),
      /** Brand-coloured text and links on `bg`. */
      fg: mode('{colors.brand.600}', '{colors.brand.300}'),
      /** Decoration only (bars, rules, the focus ring): the primary 400 itself. */
      accent: mode('{colors.brand.400}', '{colors.brand.400}'),
      subtle: mode('{colors.brand.50}', '{colors.brand.950}'),
    },
    focusRing: mode('{colors.brand.400}', '{colors.brand.300}'),
  },
  shadows: {
    sm: mode('0 1px 3px rgba(9, 9, 11, 0.12)', '0 1px 3px rgba(0, 0, 0, 0.6)'),
    md: mode('0 4px 12px rgba(9, 9, 11, 0.12)', '0 4px 12px rgba(0, 0, 0, 0.6)'),
    lg: mode('0 12px 32px rgba(9, 9, 11, 0.16)', '0 12px 32px rgba(0, 0, 0, 0.7)'),
  },
});
