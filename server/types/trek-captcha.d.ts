declare module 'trek-captcha' {
  /** Draws a GIF captcha; `token` is its answer (lower-case letters). */
  export default function captcha(options?: { size?: number; style?: number }): Promise<{
    token: string;
    buffer: Buffer;
  }>;
}
