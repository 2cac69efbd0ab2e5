import { z } from 'zod';

/** Shown for a field holding a control character (NUL, ESC, DEL...), on every contract. */
export const CONTROL_CHARACTER_MESSAGE = 'Bu alan izin verilmeyen kontrol karakterleri içeriyor.';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * True when the text holds a C0 control character (U+0000–U+001F) or DEL (U+007F). Multi-line
 * text may hold tab, line feed and carriage return; nothing else of them.
 */
export function hasControlCharacter(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0x20 && c !== DELETE) continue;
    if (multiline && (c === TAB || c === LINE_FEED || c === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

export type TextOptions = {
  /** The message when the value is missing or not a string. */
  error?: string;
  /** Allow tab, line feed and carriage return (descriptions, messages). Default: one line. */
  multiline?: boolean;
  /** Trim surrounding whitespace first (default true; passwords keep theirs). */
  trim?: boolean;
};

/**
 * The one text primitive every contract builds its string fields from: a string, trimmed unless
 * told otherwise, that refuses control characters with a Turkish 400 before any other rule runs.
 * Chain `.min()`, `.max()`, `.regex()` on it as on `z.string()`.
 */
export function text(options: TextOptions = {}) {
  const base = options.error === undefined ? z.string() : z.string({ error: options.error });
  const trimmed = options.trim === false ? base : base.trim();
  const multiline = options.multiline ?? false;
  return trimmed.refine(
    (value) => !hasControlCharacter(value, multiline),
    CONTROL_CHARACTER_MESSAGE,
  );
}
