import { describe, expect, it } from 'vitest';
import { chinaDayStart, formatChinaTime, parseChinaTime } from '../../domain/chinaTime';
import { meetingUrl } from '../../machines/liveJoin.machine';
import {
  consultationSchema,
  isDayDisabled,
  joinFormSchema,
  liveStatusKind,
} from '../../src/schemas/liveDiscussion';

const NOW = Date.parse('2026-11-22T04:00:00Z'); // 12:00 in China Standard Time
const DAY = 86_400_000;

describe('meetingUrl: the meeting link plus the expert name', () => {
  it.each([
    ['/api/live/__meeting?room=a', '/api/live/__meeting?room=a&userName=%E7%8E%8B%20%E5%8C%BB%E7%94%9F'],
    ['https://m.example.cn/j/1', 'https://m.example.cn/j/1?userName=%E7%8E%8B%20%E5%8C%BB%E7%94%9F'],
    ['https://m.example.cn/j/1?', 'https://m.example.cn/j/1?userName=%E7%8E%8B%20%E5%8C%BB%E7%94%9F'],
    ['https://m.example.cn/j?x=1&', 'https://m.example.cn/j?x=1&userName=%E7%8E%8B%20%E5%8C%BB%E7%94%9F'],
    ['https://m.example.cn/j/1#v', 'https://m.example.cn/j/1?userName=%E7%8E%8B%20%E5%8C%BB%E7%94%9F#v'],
  ])('%s', (link, expected) => {
    expect(meetingUrl(link, '王 医生')).toBe(expected);
  });

  it('cannot be used to smuggle parameters', () => {
    expect(meetingUrl('/m?room=a', 'x&room=b#y')).toBe('/m?room=a&userName=x%26room%3Db%23y');
  });
});

describe('times in China Standard Time', () => {
  it('round-trips and refuses what is not a real time', () => {
    expect(formatChinaTime(NOW)).toBe('2026-11-22 12:00:00');
    expect(parseChinaTime('2026-11-22 12:00:00')).toBe(NOW);
    expect(parseChinaTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseChinaTime('2026-11-22T12:00:00')).toBeNull();
    expect(parseChinaTime('')).toBeNull();
  });

  it('disables the days before today, as "before now minus one day" does for midnights', () => {
    const today = chinaDayStart(NOW);
    expect(formatChinaTime(today)).toBe('2026-11-22 00:00:00');
    expect(isDayDisabled(today, NOW)).toBe(false);
    expect(isDayDisabled(today + DAY, NOW)).toBe(false);
    expect(isDayDisabled(today - DAY, NOW)).toBe(true);
    // One minute before midnight, yesterday is still disabled and today is allowed.
    expect(isDayDisabled(today - DAY, today + DAY - 60_000)).toBe(true);
  });
});

describe('status of a session (000 §4.3)', () => {
  it("'0' live, '1' reserved, anything else ended", () => {
    expect(['0', '1', '2', '', '9'].map(liveStatusKind)).toEqual([
      'live',
      'reserved',
      'ended',
      'ended',
      'ended',
    ]);
  });
});

describe('the join form (000 §5.2)', () => {
  const issues = (hasPass: string, form: object) => {
    const r = joinFormSchema(hasPass).safeParse(form);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('always needs the expert name; the password only when hasPass is not "1"', () => {
    expect(issues('1', { userName: ' ', password: '' })).toEqual(['专家姓名不能为空']);
    expect(issues('1', { userName: '王', password: '' })).toEqual([]);
    expect(issues('0', { userName: '', password: '' })).toEqual(['专家姓名不能为空', '请输入参会密码']);
    expect(issues('0', { userName: '王', password: '8888' })).toEqual([]);
  });
});

describe('the consultation application schema', () => {
  const valid = {
    title: '病例会诊',
    userName: '张专家',
    link: '/api/live/__meeting?room=x',
    startTime: '2026-11-22 13:00:00',
    endTime: '2026-11-22 13:00:00',
    clinicalDiagnosis: '占位',
    consultationPurpose: '明确诊断',
  };
  const messages = (patch: object) => {
    const r = consultationSchema(NOW).safeParse({ ...valid, ...patch });
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('accepts a start today (even earlier today) and an end equal to the start', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ startTime: '2026-11-22 00:00:00' })).toEqual([]);
  });

  it('answers the messages of 000 §5.2 and ours', () => {
    expect(
      messages({
        title: '',
        userName: '',
        link: '',
        startTime: '',
        endTime: '',
        clinicalDiagnosis: '',
        consultationPurpose: '',
      }),
    ).toEqual([
      '会诊主题不能为空',
      '专家姓名不能为空',
      '会议地址不能为空',
      '请选择会诊时间',
      '请选择会诊时间',
      '临床诊断不能为空',
      '会诊目的不能为空',
    ]);
    expect(messages({ startTime: '2026-11-21 23:59:00' })).toEqual(['会诊时间不能早于今天']);
    expect(messages({ endTime: '2026-11-22 12:59:59' })).toEqual(['结束时间不能早于开始时间']);
    expect(messages({ link: '//evil.example.cn' })).toEqual(['会议地址须以 http://、https:// 或 / 开头']);
    expect(messages({ password: 'abc' })).toEqual(['参会密码为4至20位字母或数字']);
    expect(messages({ password: 'abcd' })).toEqual([]);
  });
});
