// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import { SiteLink } from './SiteLink';

describe('SiteLink', () => {
  it('names a "Read more" link after what it is about, with hidden text', () => {
    renderWithSite(
      <SiteLink link={{ url: '/level-1/', title: 'Read more', target: null }} about="Level one" />,
    );
    const link = screen.getByRole('link', { name: 'Read more: Level one' });
    expect(link).toHaveAttribute('href', '/level-1/');
  });

  it('leaves a descriptive link text as it is', () => {
    renderWithSite(
      <SiteLink
        link={{ url: '/contact/', title: 'Contact sales', target: null }}
        about="Pricing"
      />,
    );
    expect(screen.getByRole('link', { name: 'Contact sales' }).textContent).toBe('Contact sales');
  });
});
