import { describe, expect, it } from 'vitest';
import { fillRequest, stepsOf, type StepAnswer } from './case-sequence';
import type { ReferenceCase } from './replay-cases';

function testCase(name: string, request: Partial<ReferenceCase['request']>, sequence?: string[]) {
  return {
    name,
    group: 'faust-auth',
    request: { method: 'POST', path: '/', headers: {}, body: null, ...request },
    response: { status: 200, headers: {}, body_file: `${name}.json` },
    compare: 'shape',
    sequence,
  } as ReferenceCase;
}

describe('reference sequences', () => {
  const sequence = ['login', 'generate', 'exchange'];
  const byName = new Map(
    [
      testCase('login', {}, sequence),
      testCase('generate', {}, sequence),
      testCase('exchange', {}, sequence),
    ].map((c) => [c.name, c] as const),
  );

  it('run a case after the steps before it, and no later ones', () => {
    expect(stepsOf(byName.get('generate')!, byName).map((c) => c.name)).toEqual([
      'login',
      'generate',
    ]);
    expect(stepsOf(testCase('alone', {}), byName).map((c) => c.name)).toEqual(['alone']);
  });

  it('fill body values, url-encoded values, cookies and a Location parameter', () => {
    const answers = new Map<string, StepAnswer>([
      ['gen', { status: 200, headers: {}, body: '{"data":{"code":"a+b/c=="}}' }],
      [
        'login',
        {
          status: 302,
          headers: {
            'set-cookie': ['one=1; path=/; HttpOnly', 'two=2; path=/'],
            location: 'http://localhost:3000/p?x=1&code=c%2Bd',
          },
          body: '',
        },
      ],
    ]);
    const filled = fillRequest(
      testCase('x', {
        path: '/authorize?code={{url:gen.body.data.code}}',
        headers: { Cookie: '{{login.cookies}}' },
        body: '{"code": "{{gen.body.data.code}}", "other": "{{login.locationParam.code}}"}',
      }),
      answers,
    );
    expect(filled).toEqual({
      method: 'POST',
      path: '/authorize?code=a%2Bb%2Fc%3D%3D',
      headers: { Cookie: 'one=1; two=2' },
      body: '{"code": "a+b/c==", "other": "c+d"}',
    });
    expect(() => fillRequest(testCase('y', { body: '{{missing.body.a}}' }), answers)).toThrow(
      'step missing has not run',
    );
  });
});
