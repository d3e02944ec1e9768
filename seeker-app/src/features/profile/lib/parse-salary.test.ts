import { expect, it } from 'vitest';
import { parseSalary } from './parse-salary.ts';

it('parses the expected salary as a number, 0 when it is not one', () => {
  expect(parseSalary('25000')).toBe(25000);
  expect(parseSalary(' 25,000 ')).toBe(25000);
  expect(parseSalary('a lot')).toBe(0);
  expect(parseSalary('')).toBe(0);
  expect(parseSalary('-5')).toBe(0);
});
