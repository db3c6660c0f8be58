import { record } from '../points/ledger';
import type { SeedStep } from './types';

/** When the demo users' points were recorded (2025-01-01 08:00 China time). */
const SEED_TIME = Date.UTC(2025, 0, 1, 0, 0, 0);

/** 000 §3 user fields; uid 1 has no phone (the profile dialog asks to bind one), uid 2 has one bound. */
export const seedUsers = [
  {
    uid: 1,
    nickName: '演示用户',
    realName: '',
    phone: null,
    showWorkInfo: 0,
    hospital: '',
    department: '',
    jodTitle: '',
    score: 120,
    availableScore: 80,
    userImg: '/media/avatar/demo.svg',
    phoneBonusAwarded: false,
  },
  {
    uid: 2,
    nickName: '李医生',
    realName: '李明',
    phone: '13800000002',
    showWorkInfo: 1,
    hospital: '四川大学华西医院',
    department: '放射科',
    jodTitle: '主治医师',
    score: 350,
    availableScore: 260,
    userImg: '/media/avatar/doctor.svg',
    phoneBonusAwarded: true,
  },
] as const;

export const usersSeed: SeedStep = {
  name: '001_users',
  async run(tx) {
    for (const u of seedUsers) {
      await tx.query(
        `INSERT INTO users (uid, nick_name, real_name, phone, show_work_info, hospital, department, jod_title,
           user_img, phone_bonus_awarded)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          u.uid,
          u.nickName,
          u.realName,
          u.phone,
          u.showWorkInfo,
          u.hospital,
          u.department,
          u.jodTitle,
          u.userImg,
          u.phoneBonusAwarded,
        ],
      );
    }
    await tx.query(`SELECT setval(pg_get_serial_sequence('users', 'uid'), (SELECT max(uid) FROM users))`);
    // Their points are ledger rows, as every user's are: what they earned, then what they spent.
    for (const u of seedUsers) {
      await record(
        tx,
        u.uid,
        { ref: 'seed-earned', srcModuleDesc: '系统', detailActionDesc: '演示积分', score: u.score },
        SEED_TIME,
      );
      const spent = u.score - u.availableScore;
      if (spent > 0)
        await record(
          tx,
          u.uid,
          { ref: 'seed-spent', srcModuleDesc: '系统', detailActionDesc: '演示消费', score: -spent },
          SEED_TIME,
        );
    }
  },
};
