import { describe, expect, it } from 'vitest';
import { ContactBodySchema, SignUpBodySchema, UpdateUserBodySchema } from '../index';
import { freeText, optionalText, requiredText } from './common';

describe('freeText: the one schema for free text', () => {
  const line = requiredText('First name', 60);
  const note = optionalText('Message', 2000, { multiline: true });

  it.each([
    ['NUL', 'A\u0000'],
    ['bell', 'A\u0007B'],
    ['escape', '\u001b[31mred'],
    ['DEL', 'A\u007f'],
    ['C1 control', 'A\u0085B'],
    ['line feed in a one-line field', 'A\nB'],
    ['tab in a one-line field', 'A\tB'],
    ['lone surrogate', 'A\ud800B'],
  ])('refuses %s with a sentence naming the field', (_name, value) => {
    const result = line.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^First name cannot contain control characters/);
  });

  it('keeps tab and line breaks in a multi-line field, and refuses NUL there too', () => {
    expect(note.parse('Line one\r\n\tLine two')).toBe('Line one\r\n\tLine two');
    expect(note.safeParse('Line\u0000two').error?.issues[0]?.message).toBe('Message cannot contain control characters.');
  });

  it('normalises to NFC and trims', () => {
    // "é" as e + combining acute (NFD) becomes the single code point U+00E9.
    expect(line.parse('  Rene\u0301e  ')).toBe('Ren\u00e9e');
    expect(freeText('Size', { max: 3 }).safeParse('A\u0301BC').success).toBe(true);
  });

  it('keeps letters of every script and emoji', () => {
    expect(line.parse('अनन्या 🌸')).toBe('अनन्या 🌸');
    expect(line.parse('名前')).toBe('名前');
  });

  it('is required when min is 1, and empty optional text is undefined', () => {
    expect(line.safeParse('   ').error?.issues[0]?.message).toBe('First name is required.');
    expect(note.parse('  ')).toBeUndefined();
  });

  it('is used by the request schemas that used to let U+0000 through', () => {
    const signUp = SignUpBodySchema.safeParse({ first_name: 'A\u0000', last_name: 'B', email: 'a@b.co', password: 'x'.repeat(10), confirmPassword: 'x'.repeat(10) });
    expect(signUp.error?.issues[0]?.path).toEqual(['first_name']);
    expect(UpdateUserBodySchema.safeParse({ first_name: 'A', last_name: 'B\u0000', email: 'a@b.co' }).error?.issues[0]?.path).toEqual(['last_name']);
    expect(ContactBodySchema.safeParse({ name: 'A', email: 'a@b.co', message: 'Hi\u0000' }).error?.issues[0]?.path).toEqual(['message']);
    expect(ContactBodySchema.parse({ name: 'A', email: 'a@b.co', message: 'Hi,\nthere' }).message).toBe('Hi,\nthere');
  });
});
