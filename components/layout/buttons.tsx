import type { ComponentProps } from 'react';
import { cx } from '@/components/common/cx';
import styles from './buttons.module.css';

/** The chrome's square icon button (search, colour mode, menu, close). */
export function IconButton({ className, ...props }: ComponentProps<'button'>) {
  return <button {...props} className={cx(styles.iconButton, className)} />;
}

/** The solid brand button; solid links (contact us) take `solidClass`. */
export function SolidButton({ className, ...props }: ComponentProps<'button'>) {
  return <button {...props} className={cx(styles.solid, className)} />;
}

export const solidClass = styles.solid;
/** Shown from the xl breakpoint only (the desktop menu), or below it only (the hamburger). */
export const desktopOnlyClass = styles.desktopOnly;
export const mobileOnlyClass = styles.mobileOnly;
