import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isAbstractType } from 'graphql';
import { describe, expect, it } from 'vitest';
import possibleTypes from '../possibleTypes.json';
import { hasReference, referenceFile } from './support/reference';

describe.runIf(hasReference)('possibleTypes.json', () => {
  it('matches every interface and union of the reference schema', () => {
    const schema = buildSchema(readFileSync(referenceFile('schema.graphql'), 'utf8'));
    const expected: Record<string, string[]> = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !isAbstractType(type)) continue;
      expected[type.name] = schema
        .getPossibleTypes(type)
        .map((t) => t.name)
        .sort();
    }
    expect(possibleTypes).toEqual(expected);
    // Faust picks templates by these: without them every URL renders the index template.
    expect((possibleTypes as Record<string, string[]>).UniformResourceIdentifiable).toEqual(
      expect.arrayContaining(['Category', 'Page', 'Post']),
    );
  });
});

it('possibleTypes.json is committed at the project root', () => {
  expect(readFileSync(path.resolve(__dirname, '..', 'possibleTypes.json'), 'utf8')).toMatch(
    /"Node"/,
  );
});
