import type { LightMyRequestResponse } from 'fastify';

/** What an answer must never show a caller: a 5xx, a stack trace, SQL or a driver's message. */

const LEAKS: readonly [string, RegExp][] = [
  ['stack trace', /\bat [^\n]{0,200}\(?[^\s()]+\.[cm]?[jt]s:\d+:\d+\)?/],
  ['stack trace', /\bat .*\(.*:\d+:\d+\)/],
  ['node_modules path', /node_modules/],
  ['SQL', /\bselect\s+[\w*"., ]+\s+from\s/i],
  ['SQL', /insert into|update "?\w+"? set |delete from /i],
  ['SQL error', /violates|syntax error|duplicate key|invalid input syntax|relation "|column "/i],
  ['JavaScript error', /\b(TypeError|ReferenceError|RangeError|SyntaxError)\b|Cannot read propert/],
];

/** Third-party static files (the API docs' bundle) may say anything; they are not our answers. */
const STATIC_TYPES = /javascript|text\/css|image\//;

export function answerProblems(url: string, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  // A 5xx is the failure; what its body says is shown with it.
  if (res.statusCode >= 500) return [`HTTP ${res.statusCode}`];
  const type = res.headers['content-type'] ?? '';
  if (STATIC_TYPES.test(type)) return problems;
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(res.body)) {
      problems.push(`${what} in the body`);
      break;
    }
  }
  if (url.startsWith('/api/') && res.statusCode >= 400 && type.includes('application/json')) {
    const body = safeJson(res.body) as { error?: { code?: unknown; message?: unknown } } | null;
    if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string') {
      problems.push('error answer without { error: { code, message } }');
    }
  }
  return problems;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
