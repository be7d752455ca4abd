import { getConfig } from '@faustwp/core';
import { describe, expect, it } from 'vitest';
import '../faust.config';
import templates from '.';
import { TEMPLATE_KINDS } from './kinds';

describe('wp-templates', () => {
  it('is the templates map faust.config.js registers with Faust', () => {
    expect(getConfig().templates).toBe(templates);
  });

  it('registers the templates kinds.ts names for the server, and no others', () => {
    expect(Object.keys(templates).sort()).toEqual(Object.keys(TEMPLATE_KINDS).sort());
    expect(Object.keys(templates).sort()).toEqual(['archive', 'home', 'page', 'single']);
  });
});
