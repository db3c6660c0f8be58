/** Uploads (000 §7.4 POST /api/science/upload, the resumable tus endpoint; design §10, decision 0049). */
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** A byte count as 12.3 MB / 456 KB / 789 B. */
export const formatBytes = (bytes: number): string => {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round(bytes)} B`;
};

/** Seconds as 1小时5分 / 3分20秒 / 8秒. */
export const formatDuration = (seconds: number): string => {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return `${h}小时${m}分`;
  if (m > 0) return `${m}分${s % 60}秒`;
  return `${s}秒`;
};

export const uploadMsg = {
  // ---- the field (src/components/upload/UploadField.tsx)
  choose: (label: string) => label,
  uploading: (name: string) => `正在上传：${name}`,
  paused: (name: string) => `已暂停：${name}`,
  progressLabel: (name: string) => `${name} 上传进度`,
  percent: (n: number) => `${n}%`,
  sent: (sent: number, total: number) => `${formatBytes(sent)} / ${formatBytes(total)}`,
  speed: (bytesPerSecond: number) => `${formatBytes(bytesPerSecond)}/s`,
  timeLeft: (seconds: number) => `剩余约${formatDuration(seconds)}`,
  measuring: '正在计算速度…',
  pause: '暂停',
  resume: '继续',
  cancel: '取消',
  pauseFile: (name: string) => `暂停上传 ${name}`,
  resumeFile: (name: string) => `继续上传 ${name}`,
  cancelFile: (name: string) => `取消上传 ${name}`,
  done: (name: string) => `${name} 上传成功`,
  cancelled: '已取消上传',
  // ---- the server's refusals (server/uploads)
  /** The request carries no file (no multipart field `file`, or an empty one). */
  fileMissing: '请选择要上传的文件',
  /** More bytes than the limit: the partial file is deleted. */
  tooLarge: (maxBytes: number) => `上传文件大小不能超过 ${mb(maxBytes)}MB!`,
  /** The content is none of the kinds the portal takes. */
  typeRefused: '不支持的文件类型，只能上传 JPG/PNG/GIF 图片、MP4 视频、PDF 或 PPT/PPTX 文件',
  /** The name says one kind (e.g. .png), the bytes another. */
  typeMismatch: (ext: string) => `文件内容与扩展名不符：该文件不是有效的 ${ext.toUpperCase()} 文件`,
  /** A multipart request without a multipart body. */
  notMultipart: '请以 multipart/form-data 方式上传文件',
  /** A multipart body that is not well-formed. */
  malformed: '上传的数据格式有误，请重新上传',
  /** A transfer that stopped before the end (connection lost). */
  interrupted: '上传中断，请重新上传',
  /** A resumable upload that does not exist or belongs to someone else. */
  unknownUpload: '上传记录不存在或已过期，请重新上传',
  /** A tus request without its protocol header (not from the portal's client). */
  tusRequired: '请使用断点续传客户端上传（缺少 Tus-Resumable 请求头）',
  /** A tus PATCH at another offset than the server holds (two tabs sending the same file). */
  offsetMismatch: '上传进度不一致，请刷新页面后继续上传',
  /** A picture over the largest image any slot takes (issue 31; the specs' covers and proof image). */
  imageTooLarge: (maxBytes: number) => `上传图片大小不能超过 ${mb(maxBytes)}MB!`,
  /** The user's uploads, finished and unfinished, would pass their quota (issue 31, decision 0065). */
  quotaExceeded: (quotaBytes: number, expiryHours: number) =>
    `上传空间不足：每位用户上传的文件（含未完成的上传）合计不能超过 ${mb(quotaBytes)}MB，未完成的上传在创建 ${expiryHours} 小时后释放`,
  /** A tus creation without the file's size (Upload-Defer-Length): the quota needs it first. */
  lengthRequired: '请在开始上传时给出文件大小',
  /** A tus request header the protocol does not allow (e.g. Upload-Length: -1). */
  invalidHeader: (names: string) => `上传请求头无效：${names}`,
  /** A Range request past the end of an uploaded file (HTTP 416). */
  rangeUnsatisfiable: '请求的文件范围无效',
  /** Anything else that went wrong while sending. */
  failed: '上传失败，请稍后重试',
} as const;
