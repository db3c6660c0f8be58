import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

/** A server time ("2024-03-01 09:30:00" or ISO) as "2024-03-01 09:30"; unparsable text is shown as is. */
export const formatTime = (value: string, pattern = 'YYYY-MM-DD HH:mm'): string => {
  if (value.trim() === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : value;
};
