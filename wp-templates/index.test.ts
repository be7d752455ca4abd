import { getConfig } from '@faustwp/core';
import { describe, expect, it } from 'vitest';
import '../faust.config';
import templates from '.';

describe('wp-templates', () => {
  it('is the templates map faust.config.js registers with Faust', () => {
    expect(getConfig().templates).toBe(templates);
  });

  it('registers index (every hierarchy’s last name) and the site’s templates', () => {
    expect(Object.keys(templates).sort()).toEqual(['archive', 'home', 'index', 'page', 'single']);
  });
});
