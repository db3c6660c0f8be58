/** A stage of the app's start on a page the server drew (src/app/main.tsx): React DOM, the router, the query cache. */
import { QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

export const libraries = [QueryClient, hydrateRoot, BrowserRouter];
