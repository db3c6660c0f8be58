import { Link as RouterLink } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { msg } from '../../text/messages';

/**
 * The logged-in user's menu under the avatar (000 §2.1): 个人资料, 个人中心, 退出登录. Its own chunk, loaded
 * when it is first opened: MUI's menu brings its popover and list code, which no page's first screen
 * needs (decision 0060).
 */
export default function AccountMenu({
  id,
  anchor,
  onClose,
  onProfile,
  onLogout,
}: {
  /** The id the avatar button's aria-controls names. */
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
  onProfile: () => void;
  onLogout: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      <MenuItem
        onClick={() => {
          onClose();
          onProfile();
        }}
      >
        {msg.avatar.profile}
      </MenuItem>
      <MenuItem component={RouterLink} to="/usercenter/index" onClick={onClose}>
        {msg.avatar.userCenter}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        {msg.avatar.logout}
      </MenuItem>
    </Menu>
  );
}
