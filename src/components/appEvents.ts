/**
 * Page-wide events between parts that do not import each other. 000 §4.2: a video card whose
 * emxState is 0 fires "add user info"; the shell answers by opening the profile dialog.
 */
export const ADD_USER_INFO_EVENT = 'radio:add-user-info';

export const requestAddUserInfo = () => window.dispatchEvent(new Event(ADD_USER_INFO_EVENT));

export const onAddUserInfo = (listener: () => void): (() => void) => {
  window.addEventListener(ADD_USER_INFO_EVENT, listener);
  return () => window.removeEventListener(ADD_USER_INFO_EVENT, listener);
};
