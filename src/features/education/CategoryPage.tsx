import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAnchorScroll } from '../../components/useAnchorScroll';
import { bannersQuery, videoListQuery } from '../../api/education';
import { isVType, VIDEO_CATEGORY_BY_TYPE } from '../../../domain/categories';
import { CategoryView } from './CategoryView';
import { useCardOpen } from './useCardOpen';

/** /edu/{vType} (001 §2): wires the list and banner queries, card clicks and the youth anchors. Unknown vType → /education. */
export function CategoryPage() {
  const { vType } = useParams();
  if (!isVType(vType)) return <Navigate to="/education" replace />;
  return <CategoryBody key={vType} category={VIDEO_CATEGORY_BY_TYPE[vType]} />;
}

function CategoryBody({ category }: { category: number }) {
  const navigate = useNavigate();
  const { open, dialog } = useCardOpen();
  const banners = useQuery(bannersQuery(category));
  const list = useQuery(videoListQuery(category));
  // 001 §8: a list failure shows the message (the client's toast) and returns to /education.
  useEffect(() => {
    if (list.isError) void navigate('/education', { replace: true });
  }, [list.isError, navigate]);

  // The youth page's anchors scroll smoothly to just below the sticky header unless motion is reduced.
  const scrollTo = useAnchorScroll();

  return (
    <>
      <CategoryView category={category} banners={banners} list={list} onOpen={open} onAnchor={scrollTo} />
      {dialog}
    </>
  );
}

export default CategoryPage;
