import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { instituteMsg } from '../../text/institute';

/** A member's photo at a fixed size (explicit width/height: no shift); the name's first character without one. */
export function MemberPhoto({ name, url, size }: { name: string; url: string; size: number }) {
  if (!url)
    return (
      <Avatar aria-hidden sx={{ width: size, height: size, fontSize: size / 2.4, bgcolor: 'primary.main' }}>
        {[...name][0]}
      </Avatar>
    );
  return (
    <Box
      component="img"
      src={url}
      alt={instituteMsg.avatarAlt(name)}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      sx={{ borderRadius: '50%', display: 'block', flexShrink: 0, objectFit: 'cover' }}
    />
  );
}
