import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, text } from './text.ts';

describe('text()', () => {
  const line = text({ error: 'Zorunlu.' }).min(1, 'Zorunlu.').max(10, 'Uzun.');
  const multi = text({ multiline: true });

  it('refuses every C0 control character and DEL on one line, with the Turkish message', () => {
    for (let c = 0; c < 0x20; c++) {
      const result = line.safeParse(`a${String.fromCharCode(c)}b`);
      expect(result.error?.issues[0]?.message, `U+${c.toString(16)}`).toBe(
        CONTROL_CHARACTER_MESSAGE,
      );
    }
    expect(line.safeParse('a\u007fb').error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it('lets multi-line text keep tab, line feed and carriage return, and nothing else', () => {
    expect(multi.parse('bir\r\niki\n\tüç')).toBe('bir\r\niki\n\tüç');
    expect(multi.safeParse('a\u0000b').success).toBe(false);
    expect(multi.safeParse('a\u000bb').success).toBe(false);
    expect(multi.safeParse('a\u001bb').success).toBe(false);
  });

  it('trims first, so a pasted trailing newline is not a control character', () => {
    expect(line.parse('  Ayşe\n')).toBe('Ayşe');
    expect(text({ trim: false }).parse(' şifre ')).toBe(' şifre ');
  });

  it('keeps the rules chained after it, and Turkish letters and emoji', () => {
    expect(line.safeParse('').error?.issues[0]?.message).toBe('Zorunlu.');
    expect(line.safeParse('çok uzun bir metin').error?.issues[0]?.message).toBe('Uzun.');
    expect(line.safeParse(42).error?.issues[0]?.message).toBe('Zorunlu.');
    expect(hasControlCharacter('İğüşöç 🏡 \u00a0')).toBe(false);
  });
});
