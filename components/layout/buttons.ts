import { chakra } from '@chakra-ui/react';

/**
 * The chrome's buttons, as inline recipes: styles stay next to their one use and no recipe is
 * registered in the system (theme/system.ts).
 */
export const IconButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '10',
    height: '10',
    borderRadius: 'md',
    color: 'fg',
    cursor: 'pointer',
    transition: 'colors',
    _hover: { bg: 'bg.muted' },
    _expanded: { color: 'brand.fg' },
  },
});

/** Shared by the solid button and solid links (contact us), which are MenuLinks. */
export const solidStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  minHeight: '10',
  px: '5',
  borderRadius: 'md',
  bg: 'brand.solid',
  color: 'brand.contrast',
  fontWeight: 'semibold',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'colors',
  _hover: { bg: 'brand.solidHover' },
} as const;

export const SolidButton = chakra('button', { base: solidStyles });
