import { describe, expect, it } from 'vitest';
import { SessionResponseSchema } from './session.ts';
import { readSessionAnswer, SessionAnswerError } from './session-answer.ts';

const member = {
  id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  fullName: 'Ayşe Yılmaz',
  phone: '5321234567',
  email: 'ayse@example.com',
  role: 'user',
  marketingConsent: false,
  createdAt: '2026-11-27T05:12:44.123Z',
};

const FIRM = { slug: 'deneme-as', title: 'Deneme A.Ş.', status: 'approved', role: 'owner' };

/** Answers the contract takes, and answers it refuses, each read both ways. */
const ANSWERS: [string, unknown][] = [
  ['a guest', { user: null }],
  ['a member', { user: member }],
  ['an admin without e-mail', { user: { ...member, role: 'admin', email: null } }],
  ['extra fields (dropped)', { user: { ...member, passwordHash: 'x' }, extra: 1 }],
  ['a time without milliseconds', { user: { ...member, createdAt: '2026-11-27T05:12:44Z' } }],
  ['a time without seconds', { user: { ...member, createdAt: '2026-11-27T05:12Z' } }],
  ['a time with an offset', { user: { ...member, createdAt: '2026-11-27T08:12:44+03:00' } }],
  ['month 13', { user: { ...member, createdAt: '2026-13-01T00:00:00Z' } }],
  ['30 February', { user: { ...member, createdAt: '2026-02-30T00:00:00Z' } }],
  ['hour 24', { user: { ...member, createdAt: '2026-11-27T24:00:00Z' } }],
  ['a date alone', { user: { ...member, createdAt: '2026-11-27' } }],
  ['a time that is no date', { user: { ...member, createdAt: 'yarın' } }],
  ['a firm member', { user: { ...member, firm: FIRM } }],
  ['no firm', { user: { ...member, firm: null } }],
  ['a firm with extra fields', { user: { ...member, firm: { ...FIRM, id: 'x' } } }],
  ['a firm of an unknown status', { user: { ...member, firm: { ...FIRM, status: 'open' } } }],
  ['a firm without a title', { user: { ...member, firm: { ...FIRM, title: 3 } } }],
  ['a firm as a string', { user: { ...member, firm: 'firma' } }],
  ['no user field', {}],
  ['user undefined', { user: undefined }],
  ['a string', 'user'],
  ['null', null],
  ['an array', [member]],
  ['an unknown role', { user: { ...member, role: 'owner' } }],
  ['a number for the id', { user: { ...member, id: 7 } }],
  ['a missing phone', { user: { ...member, phone: undefined } }],
  ['consent as a string', { user: { ...member, marketingConsent: 'false' } }],
  ['e-mail as a number', { user: { ...member, email: 5 } }],
  ['the user as an array', { user: [member] }],
];

describe('readSessionAnswer', () => {
  it.each(ANSWERS)('answers as the contract does: %s', (_name, answer) => {
    const contract = SessionResponseSchema.safeParse(answer);
    if (contract.success) {
      expect(readSessionAnswer(answer)).toEqual(contract.data.user);
    } else {
      expect(() => readSessionAnswer(answer)).toThrow(SessionAnswerError);
    }
  });

  it('gives back only the contract fields', () => {
    const user = readSessionAnswer({ user: { ...member, passwordHash: 'x' } });
    expect(Object.keys(user ?? {}).sort()).toEqual(Object.keys(member).sort());
  });
});
