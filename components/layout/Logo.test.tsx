// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite } from './test/renderWithSite';
import { FALLBACK_LOGO_SRC, Logo, logoSize, mayBeTransparent } from './Logo';
import styles from './Logo.module.css';

afterEach(cleanup);

const FOOTER = { height: 60, maxWidth: 240 };
const wordmark = { url: 'https://cms.example/logo.png', alt: 'Lavanda', width: 240, height: 60 };

describe('logoSize', () => {
  it('fits the box at the image’s own aspect ratio', () => {
    expect(logoSize({ width: 240, height: 60 }, FOOTER)).toEqual({ width: 240, height: 60 });
    expect(logoSize({ width: 120, height: 30 }, FOOTER)).toEqual({ width: 240, height: 60 });
    expect(logoSize({ width: 64, height: 64 }, FOOTER)).toEqual({ width: 60, height: 60 });
    // Wider than the box: the width limits it, the proportions stay.
    expect(logoSize({ width: 1000, height: 100 }, FOOTER)).toEqual({ width: 240, height: 24 });
    expect(logoSize({ width: 100, height: 400 }, FOOTER)).toEqual({ width: 15, height: 60 });
  });

  it('has no size without both dimensions', () => {
    expect(logoSize({ width: null, height: 60 }, FOOTER)).toBeNull();
    expect(logoSize(null, FOOTER)).toBeNull();
  });
});

describe('Logo', () => {
  it('shows a WordPress wordmark at its proportions, on a plate for dark mode', () => {
    renderWithSite(<Logo image={wordmark} {...FOOTER} />);
    const img = screen.getByRole('img', { name: 'Lavanda' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['240', '60']);
    expect(img.style.objectFit).toBe('');
    expect(styles.plate).toBeTruthy();
    expect(img.classList.contains(styles.plate as string)).toBe(true);
  });

  it("loads the header logo at once but leaves high priority to the page's main image", () => {
    renderWithSite(<Logo image={wordmark} height={40} maxWidth={200} priority />);
    const img = screen.getByRole('img', { name: 'Lavanda' });
    expect(img).not.toHaveAttribute('loading');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('sizes a WordPress logo of unknown dimensions by its own proportions within the box', () => {
    renderWithSite(<Logo image={{ ...wordmark, width: null, height: null }} {...FOOTER} />);
    const img = screen.getByRole('img', { name: 'Lavanda' });
    expect(img).not.toHaveAttribute('width');
    expect([img.style.width, img.style.height]).toEqual(['auto', 'auto']);
    expect([img.style.maxWidth, img.style.maxHeight]).toEqual(['240px', '60px']);
  });

  it('puts no plate behind a JPEG logo, which has its own background', () => {
    renderWithSite(
      <Logo image={{ ...wordmark, url: 'https://cms.example/logo.JPG' }} {...FOOTER} />,
    );
    expect(screen.getByRole('img', { name: 'Lavanda' }).className).toBe('');
    expect(mayBeTransparent('https://cms.example/logo.jpeg?v=2')).toBe(false);
    expect(mayBeTransparent('https://cms.example/logo.svg')).toBe(true);
    expect(mayBeTransparent('https://cms.example/logo.webp')).toBe(true);
  });

  it('falls back to the local square logo, which needs no plate', () => {
    renderWithSite(<Logo image={null} {...FOOTER} />);
    const img = screen.getByRole('img', { name: 'logo' });
    expect(img).toHaveAttribute('src', FALLBACK_LOGO_SRC);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['60', '60']);
    expect(img.className).toBe('');
  });
});
