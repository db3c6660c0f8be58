import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminMsg } from '../../src/text/admin';
import type { AdminResult } from './commands';
import {
  CHANNEL_FILE,
  COMMAND_PATH,
  channelFileSchema,
  commandResultSchema,
  type ChannelFile,
} from './protocol';

/** The running portal's channel as its file in DATA_DIR says, or null (no file, or not one of ours). */
export function readChannel(dataDir: string): ChannelFile | null {
  try {
    const parsed = channelFileSchema.safeParse(JSON.parse(readFileSync(join(dataDir, CHANNEL_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Runs one command in the running portal through its admin channel; answers what the command answered. */
export async function sendAdminCommand(channel: ChannelFile, argv: readonly string[]): Promise<AdminResult> {
  let res: Response;
  try {
    res = await fetch(`${channel.url}${COMMAND_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channel.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ argv }),
    });
  } catch {
    return { code: 1, out: [], err: [adminMsg.channelUnreachable(channel.url)] };
  }
  const body = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: unknown } | null;
  const result = commandResultSchema.safeParse(body?.data);
  if (res.ok && body?.code === 200 && result.success) return result.data;
  return { code: 1, out: [], err: [body?.msg ?? adminMsg.channelFailed] };
}
