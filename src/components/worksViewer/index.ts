/** The works contest's viewer, like and comment pieces (issue 15): plain props, machines injected by the page. */
export { WorksViewer, type WorksViewerProps } from './WorksViewer';
export { AttachmentList, attachmentName } from './AttachmentList';
export { LikeButton } from './LikeButton';
export { CommentBox, type CommentBoxProps } from './CommentBox';
export { LazyCommentBox } from './LazyCommentBox';
export { createLikeLogic, useLike } from './likeActors';
