/**
 * Texts of the organisers' command line (`npm run admin`), of the embedded database's lock and of the
 * running portal's admin channel (decision 0066). Part of the catalogue (src/text, decision 0064); the
 * commands' own result lines (approved: uid …) stay as the organisers have read them since decision 0048.
 */
export type LockHolderName = 'server' | 'admin';

const holderName: Record<LockHolderName, string> = {
  server: '门户（npm start / npm run dev）',
  admin: '管理命令（npm run admin）',
};

export const adminMsg = {
  /** A process was refused the embedded database because a live one holds it. */
  locked: (dataDir: string, holder: LockHolderName, pid: number, lockFile: string) =>
    `DATA_DIR ${dataDir} 的内置数据库正由${holderName[holder]}使用（进程 ${pid}），PGlite 只允许一个进程打开它。` +
    (holder === 'server'
      ? '门户运行时，npm run admin 经由门户的管理通道执行命令；要直接打开数据库，请先停止门户。'
      : '请等它结束后再试。') +
    `若该进程其实已不存在，删除 ${lockFile} 即可。`,
  /** The portal runs (it holds the lock) but has not opened its channel, or the channel is gone. */
  channelMissing: (pid: number) =>
    `门户（进程 ${pid}）正在运行，但还没有打开管理通道（也许仍在启动）。请稍后再试。`,
  channelUnreachable: (address: string) => `无法连接门户的管理通道 ${address}：门户可能刚刚停止，请重试。`,
  /** DATA_DIR=memory://: nothing on disk that another process could reach. */
  memory:
    'DATA_DIR=memory:// 的门户把数据库放在它自己的进程内存里，管理命令无法连接它。请让门户用一个目录作 DATA_DIR（默认 ./data），或用 DATABASE_URL。',
  /** The channel's refusals ({code, msg}). */
  channelUnauthorized: '管理通道的密钥不对或缺失',
  channelBadRequest: '管理命令的格式不对：应为 {"argv": ["approve", "<uid>", "<groupId>"]} 这样的字符串列表',
  channelFailed: '管理命令执行失败，详情见门户日志',
} as const;
