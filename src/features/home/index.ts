/** What other features use from the home page: the rotating carousel's hook and its dots (the contest's works carousel). */
export { useCarousel } from './useCarousel';
export { CarouselDots } from './CarouselDots';
