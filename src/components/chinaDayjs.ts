import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-cn';
import { CHINA_TIME_ZONE } from '../../domain/chinaTime';

/**
 * Date pickers work in China time (domain/chinaTime) whatever the browser's zone: MUI's AdapterDayjs
 * needs dayjs's utc and timezone plugins for its `timezone` prop. Import this module before a picker
 * renders and pass `timezone={PICKER_TIME_ZONE}`.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

export const PICKER_TIME_ZONE = CHINA_TIME_ZONE;
