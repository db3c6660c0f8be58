import type { RouteObject } from 'react-router-dom';

/**
 * The pages of this feature, spread into the shell's routes by src/app/routes.tsx
 * (to come: /liveDetail). Pages load lazily: `lazy(() => import('./SomePage'))`.
 * A path added here leaves UNDER_CONSTRUCTION_ROUTES and joins BUILT_ROUTES (src/app/routePaths.ts).
 */
export const liveRoutes: RouteObject[] = [];
