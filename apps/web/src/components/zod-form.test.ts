import {
  CreateChampBody,
  CreateStageBody,
  CreateTeamBody,
  GenerateFixturesBody,
  PageConfiguration,
} from '@matchday/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findFieldIssue, maxItemsOf, maxLengthOf, rangeOf, zodFormValidator } from './zod-form.ts';

describe('zodFormValidator', () => {
  const schema = z.object({
    name: z.string().trim().min(1, 'Required').max(5),
    code: z.string().min(3).optional(),
    count: z.number().int().min(1).max(4),
    rules: z.object({ win: z.number().min(0) }),
    links: z.array(z.object({ url: z.url() })),
  });
  type Values = { name: string; code: string; count: number | string; win: number; urls: string[] };
  const toBody = (v: Values) => ({
    name: v.name,
    code: v.code || undefined,
    count: v.count === '' ? null : Number(v.count),
    rules: { win: v.win },
    links: v.urls.map((url) => ({ url })),
  });
  const valid: Values = { name: 'Lions', code: '', count: 2, win: 3, urls: ['https://example.com'] };

  it('answers no errors for a body the schema accepts', () => {
    expect(zodFormValidator(schema, toBody)(valid)).toEqual({});
  });

  it("puts each issue under its field, nested ones by path, in the schema's words", () => {
    const errors = zodFormValidator(
      schema,
      toBody,
    )({
      ...valid,
      name: '   ',
      code: 'ab',
      win: -1,
      urls: ['https://example.com', 'not a url'],
    });
    expect(errors).toEqual({
      name: 'Required',
      code: expect.any(String),
      'rules.win': expect.any(String),
      'links.1.url': expect.any(String),
    });
  });

  it('tells the form which kind of problem, with the limit, so it can word it', () => {
    const word = (field: string) => (issue: { kind: string; max?: number; min?: number }) =>
      `${field}:${issue.kind}:${issue.max ?? issue.min ?? ''}`;
    const validate = zodFormValidator(schema, toBody, {
      name: word('name'),
      code: word('code'),
      count: word('count'),
      'rules.win': word('win'),
      'links.*.url': word('url'),
    });
    expect(
      validate({ ...valid, name: 'Longer than five', code: 'ab', count: 9, win: -1, urls: ['x'] }),
    ).toEqual({
      name: 'name:tooLong:5',
      code: 'code:tooShort:3',
      count: 'count:tooBig:4',
      'rules.win': 'win:tooSmall:0',
      'links.0.url': 'url:invalid:',
    });
    expect(validate({ ...valid, name: '', count: '' })).toEqual({
      name: 'name:required:',
      count: 'count:required:',
    });
  });

  it('keeps the schema message where the form has no words of its own', () => {
    const validate = zodFormValidator(schema, toBody, { name: () => undefined });
    expect(validate({ ...valid, name: '' })).toEqual({ name: 'Required' });
  });
});

describe('findFieldIssue', () => {
  it('answers undefined for a valid value and the kind of problem otherwise', () => {
    const score = z.number().int().min(0).max(999);
    expect(findFieldIssue(score, 5)).toBeUndefined();
    expect(findFieldIssue(score, 1000)).toMatchObject({ kind: 'tooBig', max: 999 });
    expect(findFieldIssue(score, -1)).toMatchObject({ kind: 'tooSmall', min: 0 });
    expect(findFieldIssue(score, 1.5)).toMatchObject({ kind: 'invalid' });
  });
});

describe('limits read from the contracts', () => {
  it('reads text lengths through optional and nullable wrappers', () => {
    expect(maxLengthOf(CreateTeamBody.shape.name)).toBe(200);
    expect(maxLengthOf(CreateTeamBody.shape.shortName)).toBe(20);
    expect(maxLengthOf(CreateChampBody.shape.season)).toBe(50);
  });

  it('reads number bounds and list sizes', () => {
    expect(rangeOf(CreateStageBody.shape.legs)).toEqual({ min: 1, max: 4 });
    expect(rangeOf(CreateStageBody.shape.groupCount)).toEqual({ min: 1, max: 32 });
    expect(rangeOf(GenerateFixturesBody.shape.daysBetweenRounds)).toEqual({ min: 1, max: 365 });
    expect(maxItemsOf(PageConfiguration.shape.links)).toBe(20);
  });
});
