// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastWeek } from '../../domain/signIn';
import { USER_CENTRE_MENU, menuKeyOf } from '../../domain/userCentre';
import { PointsHistoryView } from '../../src/features/usercenter/PointsHistoryView';
import { SignInView } from '../../src/features/usercenter/SignInView';
import { UserCenterView } from '../../src/features/usercenter/UserCenterView';
import { InviteCodeView } from '../../src/features/usercenter/InviteCodeView';
import { copyInviteCode } from '../../src/features/usercenter/PersonalCentre';
import { toastStore } from '../../src/components/toastStore';
import { MineView, RankView } from '../../src/features/rank/RankView';
import type { User } from '../../src/schemas/account';
import { msg } from '../../src/text/messages';
import { pointsMsg } from '../../src/text/points';

afterEach(cleanup);

const t = pointsMsg.centre;
const TODAY = '2026-11-25';
const USER: User = {
  uid: '7',
  nickName: '影像学员',
  realName: '',
  phone: '',
  showWorkInfo: 0,
  hospital: '',
  department: '',
  jodTitle: '',
  score: 120,
  availableScore: 45,
  userImg: '',
  myInviteCode: 'WK377R7T',
  otherInviteCode: '',
};

describe('the user centre menu', () => {
  it('keeps the spec’s keys in the spec’s order, and reads odd addresses as the home item', () => {
    expect(USER_CENTRE_MENU).toEqual([1, 3, 5, 2, 4]);
    for (const v of [null, '', '0', '6', 'x', '2.5']) expect(menuKeyOf(v)).toBe(1);
    for (const k of USER_CENTRE_MENU) expect(menuKeyOf(String(k))).toBe(k);
  });

  it('greets the user with both totals and selects by key', () => {
    const onMenu = vi.fn();
    render(
      <UserCenterView user={USER} menu={2} onMenu={onMenu}>
        <p>内容</p>
      </UserCenterView>,
    );
    expect(screen.getByTestId('centre-welcome').textContent).toBe('欢迎您，影像学员');
    expect(screen.getByTestId('centre-total').textContent).toBe('120');
    expect(screen.getByTestId('centre-available').textContent).toBe('45');
    const nav = screen.getAllByRole('tablist', { name: t.menuLabel })[0]!;
    expect(
      within(nav)
        .getAllByRole('tab')
        .map((x) => x.textContent),
    ).toEqual(['每日签到', '个人中心', '已兑换课程', '积分明细', '积分排行榜']);
    expect(within(nav).getByRole('tab', { selected: true }).textContent).toBe('积分明细');
    fireEvent.click(within(nav).getByRole('tab', { name: '已兑换课程' }));
    expect(onMenu).toHaveBeenCalledWith(5);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('积分明细');
  });
});

describe('SignInView', () => {
  const record = {
    lastSignInList: [{ signDate: '2026-11-23' }, { signDate: '2026-11-24' }],
    signInTotalDays: 12,
    consecutiveDays: 2,
  };

  it('not signed today: 立即签到 works; the strip is the last 7 China days with the signed ones marked', () => {
    const onSignIn = vi.fn();
    render(
      <SignInView
        state={{ status: 'ready', record, signed: false, signing: false }}
        today={TODAY}
        onSignIn={onSignIn}
        onRetry={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: t.signInNow }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    const days = screen.getAllByTestId('sign-in-day');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual(
      lastWeek(TODAY).map((d) => `${d} ${d === '2026-11-23' || d === '2026-11-24' ? '已签' : '未签'}`),
    );
    expect(days.at(-1)?.getAttribute('aria-label')).toBe(`${TODAY} 未签`);
    expect(screen.getByTestId('sign-in-total').textContent).toBe('累计签到 12 天');
    expect(screen.getByTestId('sign-in-consecutive').textContent).toBe('连续签到 2 天');
  });

  it('signing and signed: the button cannot be pressed again and says so', () => {
    const { rerender } = render(
      <SignInView
        state={{ status: 'ready', record, signed: false, signing: true }}
        today={TODAY}
        onSignIn={() => {}}
        onRetry={() => {}}
      />,
    );
    expect((screen.getByRole('button', { name: t.signing }) as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <SignInView
        state={{ status: 'ready', record, signed: true, signing: false }}
        today={TODAY}
        onSignIn={() => {}}
        onRetry={() => {}}
      />,
    );
    expect((screen.getByRole('button', { name: t.signedToday }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed load shows the message and a retry', () => {
    const onRetry = vi.fn();
    render(
      <SignInView
        state={{ status: 'loadFailed', error: '网络异常' }}
        today={TODAY}
        onSignIn={() => {}}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(`${msg.app.loadFailed}：网络异常`);
    fireEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('PointsHistoryView', () => {
  it('one row per record: time, source, detail, signed score', () => {
    render(
      <PointsHistoryView
        rows={[
          {
            createTime: '2026-11-25 09:00:00',
            srcModuleDesc: '视频兑换',
            detailActionDesc: '兑换课程《甲》',
            score: -50,
          },
          {
            createTime: '2026-11-24 08:00:00',
            srcModuleDesc: '每日签到',
            detailActionDesc: '连续签到7天奖励',
            score: 10,
          },
        ]}
      />,
    );
    const rows = screen.getAllByTestId('score-row');
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['2026-11-25 09:00:00', '视频兑换', '兑换课程《甲》', '-50'],
      ['2026-11-24 08:00:00', '每日签到', '连续签到7天奖励', '+10'],
    ]);
  });
});

describe('RankView', () => {
  const row = (rank: number | null, nickName: string, totalEarnedScore: number) => ({
    rank,
    userImg: '',
    nickName,
    jodTitle: '主治医师',
    hospital: '协和医院',
    department: '放射科',
    totalEarnedScore,
  });

  it('one row per ranked user in the order given, the own rank above, 暂未上榜 before the first points', () => {
    const { rerender } = render(
      <RankView
        rows={[row(1, '甲', 300), row(1, '乙', 300), row(3, '丙', 120)]}
        mine={<MineView mine={row(3, '丙', 120)} />}
      />,
    );
    const rows = screen.getAllByTestId('rank-row');
    expect(
      rows.map((r) => [r.children[0]!.textContent, r.children[1]!.textContent, r.children[5]!.textContent]),
    ).toEqual([
      ['1', '甲', '300'],
      ['1', '乙', '300'],
      ['3', '丙', '120'],
    ]);
    expect(screen.getByTestId('rank-mine').textContent).toBe('第 3 名');
    rerender(<RankView rows={[]} mine={<MineView mine={row(null, '丁', 0)} />} />);
    expect(screen.getByTestId('rank-mine').textContent).toBe('暂未上榜');
  });
});

describe('my invite code', () => {
  it('shows the code with a copy button', () => {
    const onCopy = vi.fn();
    render(<InviteCodeView code="WK377R7T" onCopy={onCopy} />);
    expect(screen.getByTestId('my-invite-code').textContent).toBe('WK377R7T');
    expect(screen.getByText(msg.profile.myInviteCode)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: msg.profile.copyInviteCode }));
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it('copying says whether it worked: written, refused, or no clipboard at all', async () => {
    const kinds = () => toastStore.getSnapshot().map((x) => [x.kind, x.message]);
    toastStore.clear();
    const writeText = vi.fn().mockResolvedValue(undefined);
    await copyInviteCode('WK377R7T', { writeText });
    expect(writeText).toHaveBeenCalledWith('WK377R7T');
    expect(kinds()).toEqual([['success', msg.profile.inviteCodeCopied]]);
    toastStore.clear();
    await copyInviteCode('WK377R7T', { writeText: vi.fn().mockRejectedValue(new DOMException('denied')) });
    expect(kinds()).toEqual([['error', msg.profile.inviteCodeCopyFailed]]);
    toastStore.clear();
    await copyInviteCode('WK377R7T', undefined);
    expect(kinds()).toEqual([['error', msg.profile.inviteCodeCopyFailed]]);
    toastStore.clear();
  });
});
