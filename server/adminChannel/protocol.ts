import { z } from 'zod';
import { hasControlChars } from '../../src/schemas/primitives';

/**
 * What the running portal's admin channel and `npm run admin` agree on (decision 0066): the file in DATA_DIR
 * that says where the channel listens and its secret, and the one call, `POST /admin/command`.
 */

/** In DATA_DIR, mode 0600: only the machine's user that runs the portal reads it. */
export const CHANNEL_FILE = 'admin-channel.json';
export const COMMAND_PATH = '/admin/command';

/** The channel listens on the loopback interface only, on a port the system picks. */
export const channelFileSchema = z.object({
  pid: z.number().int().positive(),
  url: z.string().regex(/^http:\/\/127\.0\.0\.1:\d{1,5}$/),
  secret: z.string().min(32).max(200),
});
export type ChannelFile = z.infer<typeof channelFileSchema>;

/** A command line's words, as `npm run admin -- …` received them. */
export const commandRequestSchema = z
  .object({
    argv: z
      .array(
        z
          .string()
          .max(2000)
          .refine((s) => !hasControlChars(s, true)),
      )
      .max(64),
  })
  .strict();

/** The command's exit code and the lines it printed (`err` on stderr). */
export const commandResultSchema = z.object({
  code: z.number().int(),
  out: z.array(z.string()),
  err: z.array(z.string()),
});
