import type { SeedStep } from './types';

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
           score, available_score, user_img, phone_bonus_awarded)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          u.uid,
          u.nickName,
          u.realName,
          u.phone,
          u.showWorkInfo,
          u.hospital,
          u.department,
          u.jodTitle,
          u.score,
          u.availableScore,
          u.userImg,
          u.phoneBonusAwarded,
        ],
      );
    }
    await tx.query(`SELECT setval(pg_get_serial_sequence('users', 'uid'), (SELECT max(uid) FROM users))`);
  },
};
