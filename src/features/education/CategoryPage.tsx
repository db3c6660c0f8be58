import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Subscription } from 'rxjs';
import { anchorScroll$ } from '../../../realtime/anchorScroll';
import { bannersQuery, videoListQuery } from '../../api/education';
import { isVType, VIDEO_CATEGORY_BY_TYPE } from '../../../domain/categories';
import { CategoryView } from './CategoryView';
import { useCardOpen } from './useCardOpen';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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

  // The youth page's anchors scroll smoothly (realtime/anchorScroll.ts) unless motion is reduced.
  const scrolling = useRef<Subscription | null>(null);
  useEffect(() => () => scrolling.current?.unsubscribe(), []);
  const scrollTo = (id: string) => {
    const el = document.getElementById(id);
    if (!el) return;
    const target = Math.max(0, el.getBoundingClientRect().top + window.scrollY - 16);
    scrolling.current?.unsubscribe();
    if (reducedMotion()) {
      window.scrollTo(0, target);
    } else {
      scrolling.current = anchorScroll$(window.scrollY, target).subscribe((y) => window.scrollTo(0, y));
    }
    el.focus({ preventScroll: true });
  };

  return (
    <>
      <CategoryView category={category} banners={banners} list={list} onOpen={open} onAnchor={scrollTo} />
      {dialog}
    </>
  );
}

export default CategoryPage;
